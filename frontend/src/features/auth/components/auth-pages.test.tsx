import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeHttp, json, type FakeRoute } from '../../../test/fake-http';
import { fakeTrpc } from '../../../test/fake-trpc';
import { renderApp } from '../../../test/render-app';
import { aUser } from '../../../test/user-fixtures';

const PASSWORD = 'Tachycardia-Pineapple-42';

/** A server where the visitor is not signed in until a login or registration succeeds. */
function server(routes: Record<string, FakeRoute> = {}) {
  let signedIn = false;
  return fakeHttp({
    'GET /api/auth/me': () => json(200, signedIn ? aUser() : { uid: null }),
    'POST /api/auth/login': ({ body }) => {
      if ((body as { password: string }).password !== PASSWORD) {
        return json(401, { statusCode: 401, error: 'Unauthorized', message: 'The e-mail address or password is incorrect.' });
      }
      signedIn = true;
      return json(200, aUser());
    },
    'POST /api/auth/logout': () => {
      signedIn = false;
      return json(200, { ok: true, error: null });
    },
    ...routes,
  });
}

const render = (path: string, http = server().http) => renderApp(path, fakeTrpc().client, http);

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login page', () => {
  it("shows the server's error in the live region and keeps the visitor on the page", async () => {
    render('/login');

    await logIn('amara.okafor@example.ac.uk', 'Wrong-Password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is incorrect.');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("shows 'Signing in…' on a disabled button while the request is pending", async () => {
    let answer!: (response: Response) => void;
    const { http } = server({ 'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    render('/login', http);

    await logIn('amara.okafor@example.ac.uk', PASSWORD);

    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    answer(json(200, aUser()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows inline errors from the shared rules before sending anything, and focuses the first', async () => {
    const { http, fetch } = server();
    const user = userEvent.setup();
    render('/login', http);

    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(email).toHaveFocus();
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/login')).toHaveLength(0);
  });

  it('links to account creation and password reset', async () => {
    render('/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/new-auth');
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute('href', '/login/reset');
  });

  it('goes to the dashboard after signing in, and ignores a returnTo on another site', async () => {
    const { router } = render('/login?returnTo=%2F%2Fevil.example%2Fphish');

    await logIn('amara.okafor@example.ac.uk', PASSWORD);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('route protection', () => {
  it('sends a visitor to the login page and back to the page they wanted after logging in', async () => {
    const { router } = render('/dashboard/profile?tab=profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fdashboard%2Fprofile%3Ftab%3Dprofile');

    await logIn('amara.okafor@example.ac.uk', PASSWORD);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    expect(router.state.location.search).toBe('?tab=profile');
  });

  it('shows the frame of the area at once, not the login page, while the session is being checked', async () => {
    let answer!: (response: Response) => void;
    const { http } = fakeHttp({ 'GET /api/auth/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    render('/s', http);

    expect(await screen.findByRole('link', { name: 'Back to the MedPrep dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading your account…')).toBeInTheDocument();
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();

    answer(json(200, aUser()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Question session' })).toBeInTheDocument();
  });

  it('sends the user to the login page when the session expires', async () => {
    let expired = false;
    const { http } = fakeHttp({
      'GET /api/auth/me': () => (expired ? json(401, { code: 'SESSION_EXPIRED', message: 'Session expired' }) : json(200, aUser())),
      'POST /api/auth/logout': () => json(200, { ok: true, error: null }),
    });
    const { store } = render('/dashboard', http);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    expired = true;
    const { refreshMe } = await import('../../../app/session/session-api');
    await store.dispatch(refreshMe());

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText(/Session expired/)).toBeInTheDocument();
  });
});

describe('header', () => {
  it("shows 'Log in' to a visitor", async () => {
    render('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the initials and name of a user, with Dashboard and Log out in the menu', async () => {
    const { http, fetch } = server();
    const user = userEvent.setup();
    render('/login', http);
    await logIn('amara.okafor@example.ac.uk', PASSWORD);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    const account = screen.getByRole('button', { name: /Amara Okafor/ });
    expect(account).toHaveTextContent('AO');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    // Logged out from the dashboard: back to the home page, as a visitor.
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST')).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Pass your exams with Confidence...' })).toBeInTheDocument();
  });
});

describe('create an account', () => {
  it('shows the password length hint and inline errors before submitting', async () => {
    const user = userEvent.setup();
    render('/new-auth');

    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/Use at least 8 characters/);
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Surname')).toHaveAccessibleDescription('Surname is required');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(password).toHaveAccessibleDescription(/Use at least 8 characters\.$/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's answer on the field it is about", async () => {
    const user = userEvent.setup();
    const { http } = server({
      'POST /api/auth/register': () =>
        json(409, {
          statusCode: 409,
          code: 'EMAIL_TAKEN',
          message: 'An account with that e-mail address already exists. Log in, or reset your password.',
        }),
    });
    render('/new-auth', http);

    await user.type(await screen.findByLabelText('First name'), 'Amara');
    await user.type(screen.getByLabelText('Surname'), 'Okafor');
    await user.type(screen.getByLabelText('E-mail address'), 'amara.okafor@example.ac.uk');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('An account with that e-mail address already exists. Log in, or reset your password.');
  });

  it('creates the account and opens the dashboard', async () => {
    const user = userEvent.setup();
    const { http, fetch } = server({ 'POST /api/auth/register': () => json(201, aUser()) });
    render('/new-auth', http);

    await user.type(await screen.findByLabelText('First name'), ' Amara ');
    await user.type(screen.getByLabelText('Surname'), 'Okafor');
    await user.type(screen.getByLabelText('E-mail address'), 'Amara.Okafor@Example.ac.uk');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url]) => url === '/api/auth/register')?.[1]?.body;
    expect(JSON.parse(String(sent))).toEqual({
      firstName: 'Amara',
      surname: 'Okafor',
      email: 'amara.okafor@example.ac.uk',
      password: PASSWORD,
    });
  });
});

describe('password reset page', () => {
  it('requests a link and shows the neutral confirmation', async () => {
    const user = userEvent.setup();
    const message = 'If an account exists for that e-mail address, we have sent a link to reset its password.';
    const { http } = server({ 'POST /api/auth/password-reset': () => json(202, { ok: true, message }) });
    render('/login/reset', http);

    await user.type(await screen.findByLabelText('E-mail address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(message);
  });

  it('sets a new password with the token from the link, then offers to log in', async () => {
    const user = userEvent.setup();
    const message = 'Your password has been changed. Log in with your new password.';
    const { http, fetch } = server({ 'POST /api/auth/password-reset/confirm': () => json(200, { ok: true, message }) });
    const token = 'a'.repeat(43);
    render(`/login/reset?token=${token}`, http);

    await user.type(await screen.findByLabelText('New password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const sent = fetch.mock.calls.find(([url]) => url === '/api/auth/password-reset/confirm')?.[1]?.body;
    expect(JSON.parse(String(sent))).toEqual({ token, password: PASSWORD });
  });

  it('explains an invalid link and offers a new one', async () => {
    const user = userEvent.setup();
    const message = 'This reset link is invalid or has already been used. Request a new one.';
    const { http } = server({
      'POST /api/auth/password-reset/confirm': () => json(400, { statusCode: 400, code: 'RESET_LINK_INVALID', message }),
    });
    render(`/login/reset?token=${'b'.repeat(43)}`, http);

    await user.type(await screen.findByLabelText('New password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/login/reset');
  });
});
