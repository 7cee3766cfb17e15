import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, json, type FakeRoute } from '../../../test/fake-http';
import { fakeTrpc } from '../../../test/fake-trpc';
import { renderApp } from '../../../test/render-app';
import { CONTACT_RATE_LIMITED_MESSAGE, CONTACT_SENT_MESSAGE } from '../api';

const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('../../../lib/toast', async (importOriginal) => ({ ...(await importOriginal<object>()), notify: toast.notify }));

afterEach(() => toast.notify.mockClear());

function renderContact(contact: FakeRoute) {
  const { http, fetch } = fakeHttp({
    'GET /api/auth/me': () => json(200, { uid: null }),
    'POST /api/contact': contact,
  });
  renderApp('/contact-us', fakeTrpc().client, http);
  return { fetch };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; message?: string }) {
  if (values.name !== undefined) await user.type(screen.getByLabelText('Your name'), values.name);
  if (values.email !== undefined) await user.type(screen.getByLabelText('E-mail address'), values.email);
  if (values.message !== undefined) await user.type(screen.getByLabelText(/^Message/), values.message);
}

describe('contact form', () => {
  it('checks the fields with the API’s rules before sending, and moves focus to the first problem', async () => {
    const user = userEvent.setup();
    const contact = vi.fn(() => json(201, { ok: true, message: 'Thank you' }));
    const { fetch } = renderContact(contact);

    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(/Tell us a little more \(at least 10 characters\)\./);
    expect(fetch.mock.calls.some(([url]) => url === '/api/contact')).toBe(false);

    // After a first attempt, the errors follow the typing.
    await user.type(name, 'Amara Okafor');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('sends the message, shows a success toast and clears the form', async () => {
    const user = userEvent.setup();
    const contact = vi.fn<FakeRoute>(() => json(201, { ok: true, message: 'Thank you' }));
    renderContact(contact);

    await screen.findByRole('button', { name: 'Send message' });
    await fill(user, { name: 'Amara Okafor', email: 'Amara@Example.ac.uk', message: 'When does MRCP Part 2 open?' });
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'An exam or its questions');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(CONTACT_SENT_MESSAGE, 'success'));
    expect(contact).toHaveBeenCalledTimes(1);
    expect(contact.mock.calls[0][0].body).toEqual({
      name: 'Amara Okafor',
      email: 'amara@example.ac.uk',
      subject: 'An exam or its questions',
      message: 'When does MRCP Part 2 open?',
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(within(screen.getByRole('form', { name: 'Send us a message' })).getByRole('status')).toHaveTextContent(CONTACT_SENT_MESSAGE);
  });

  it('puts the server’s field errors on their fields (400)', async () => {
    const user = userEvent.setup();
    renderContact(() =>
      json(400, { message: 'Invalid input', details: { fields: [{ field: 'email', message: 'This address cannot receive mail.' }] } }),
    );

    await screen.findByRole('button', { name: 'Send message' });
    await fill(user, { name: 'Amara', email: 'amara@example.invalid', message: 'A question about my account.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot receive mail.'));
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('asks the visitor to wait when they have sent too many messages (429)', async () => {
    const user = userEvent.setup();
    renderContact(() => json(429, { message: 'Too Many Requests' }));

    await screen.findByRole('button', { name: 'Send message' });
    await fill(user, { name: 'Amara', email: 'amara@example.ac.uk', message: 'A question about my account.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_RATE_LIMITED_MESSAGE);
    expect(screen.getByLabelText('Your name')).toHaveValue('Amara');
  });
});
