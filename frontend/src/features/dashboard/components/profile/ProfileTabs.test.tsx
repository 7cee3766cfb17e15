import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../lib/toast';
import { selectMe } from '../../../../app/session/session-api';
import { renderApp } from '../../../../test/render-app';
import { trpcError } from '../../../../test/fake-checkout-trpc';
import { dashboardTrpc, meServer } from '../../testing/dashboard-fixtures';

/** An exam date the server takes: its year must be within the next five. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

vi.mock('../../../../lib/toast', async (original) => ({ ...(await original<typeof import('../../../../lib/toast')>()), notify: vi.fn() }));

beforeEach(() => vi.mocked(notify).mockClear());

describe('profile tabs', () => {
  it("opens on the 'profile' tab and moves between tabs with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/profile', dashboardTrpc().client, meServer().http);

    const profile = await screen.findByRole('tab', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('tabindex', '-1');

    profile.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile/account'));
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus());

    await user.keyboard('{End}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile/exam-dates'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Exam dates' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile/exam-dates'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
  });

  it('shows the not-found page for a tab that does not exist', async () => {
    renderApp('/dashboard/profile/nope', dashboardTrpc().client, meServer().http);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /dashboard/profile/nope' })).toBeVisible();
  });

  it('checks the profile with the shared rules, saves it and says so', async () => {
    const trpc = dashboardTrpc();
    const user = userEvent.setup();
    const { store } = renderApp('/dashboard/profile', trpc.client, meServer().http);

    const form = await screen.findByRole('form', { name: 'Profile' });
    await user.type(within(form).getByLabelText('Website'), 'not a web address');
    await user.type(within(form).getByLabelText('Year of graduation'), '1890');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    const website = within(form).getByLabelText('Website');
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription('Website must be a web address starting with http:// or https://.');
    expect(within(form).getByLabelText('Year of graduation')).toHaveAccessibleDescription(/Enter a year between 1950 and \d{4}\./);
    expect(trpc.updateUserProfile).not.toHaveBeenCalled();

    await user.clear(website);
    await user.type(website, 'https://amara.example.com');
    await user.clear(within(form).getByLabelText('Year of graduation'));
    await user.type(within(form).getByLabelText('Year of graduation'), '2021');
    await user.selectOptions(within(form).getByLabelText('Country'), 'United Kingdom');
    await user.type(within(form).getByLabelText('Position'), 'FY2, acute medicine');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your profile has been saved.', 'success'));
    const sent = trpc.updateUserProfile.mock.calls[0][0].data.profileData;
    expect(sent).toMatchObject({
      website: 'https://amara.example.com',
      yearOfGraduation: 2021,
      position: 'FY2, acute medicine',
      country: { code: 'GB', id: 'gb', name: 'United Kingdom' },
      social: { facebook: null, instagram: null, twitter: null },
      bio: null,
    });
    expect(selectMe(store.getState())!.profile.website).toBe('https://amara.example.com');
  });

  it('puts a field the server refuses on that field', async () => {
    const trpc = dashboardTrpc();
    trpc.updateUserProfile.mockRejectedValueOnce(
      trpcError('data.profileData.twitter: must be a web address', { code: 'BAD_REQUEST', fields: [{ field: 'data.profileData.social.twitter', message: 'Use your full profile address.' }] }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/profile', trpc.client, meServer().http);

    const form = await screen.findByRole('form', { name: 'Profile' });
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(within(form).getByLabelText('X (Twitter)')).toHaveAccessibleDescription('Use your full profile address.'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('saves the account, and shows an e-mail already in use on the e-mail field', async () => {
    const trpc = dashboardTrpc();
    trpc.updateUserAccount.mockRejectedValueOnce(
      trpcError('An account with this e-mail address already exists.', { code: 'CONFLICT', domainCode: 'EMAIL_TAKEN' }),
    );
    const user = userEvent.setup();
    const { store } = renderApp('/dashboard/profile/account', trpc.client, meServer().http);

    const form = await screen.findByRole('form', { name: 'Account' });
    const first = within(form).getByLabelText('First name');
    await user.clear(first);
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(first).toHaveFocus();
    expect(trpc.updateUserAccount).not.toHaveBeenCalled();

    await user.type(first, 'Ada');
    await user.selectOptions(within(form).getByLabelText('Title'), 'Dr');
    const email = within(form).getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'Tachycardia-Pineapple-42');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/An account with this e-mail address already exists\./));
    expect(email).toHaveFocus();

    await user.clear(email);
    await user.type(email, 'ada.okafor@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your account details have been saved.', 'success'));
    expect(trpc.updateUserAccount).toHaveBeenLastCalledWith({
      data: { accountData: { title: 'Dr', firstName: 'Ada', surname: 'Okafor', email: 'ada.okafor@example.com', currentPassword: 'Tachycardia-Pineapple-42' } },
    });
    // Saved: the e-mail is the account's again, so the password field is gone, and its value with it.
    const saved = await screen.findByRole('form', { name: 'Account' });
    await waitFor(() => expect(within(saved).queryByLabelText('Current password')).not.toBeInTheDocument());
    expect(selectMe(store.getState())).toMatchObject({ firstName: 'Ada', title: 'Dr', email: 'ada.okafor@example.com' });
    // The header's display name follows.
    expect(screen.getAllByText('Ada Okafor').length).toBeGreaterThan(0);
  });

  it('asks for the current password only when the e-mail changes, and shows a wrong one on its field', async () => {
    const trpc = dashboardTrpc();
    trpc.updateUserAccount.mockRejectedValueOnce(trpcError('That is not your current password.', { code: 'BAD_REQUEST', domainCode: 'CURRENT_PASSWORD_WRONG' }));
    const user = userEvent.setup();
    renderApp('/dashboard/profile/account', trpc.client, meServer().http);

    const form = await screen.findByRole('form', { name: 'Account' });
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    const email = within(form).getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'new.address@example.com');
    const password = within(form).getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(password).toHaveAccessibleDescription(/Enter your current password to change your e-mail address\./);
    expect(password).toHaveFocus();
    expect(trpc.updateUserAccount).not.toHaveBeenCalled();

    await user.type(password, 'not-my-password');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/That is not your current password\./));
    expect(password).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();

    // Back to the account's own e-mail (in another case): no password asked, none sent.
    await user.clear(email);
    await user.type(email, 'Amara.Okafor@example.ac.uk');
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your account details have been saved.', 'success'));
    expect(trpc.updateUserAccount.mock.lastCall?.[0].data.accountData).not.toHaveProperty('currentPassword');
  });

  it('switches the theme from the settings tab', async () => {
    const trpc = dashboardTrpc();
    const user = userEvent.setup();
    renderApp('/dashboard/profile/settings', trpc.client, meServer().http);

    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('lists the subscriptions with their dates and an Extend button', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/profile/subscriptions', dashboardTrpc().client, meServer().http);

    const item = (await screen.findByRole('heading', { name: 'MRCP Part 1' })).closest('li')!;
    expect(item).toHaveTextContent('Started21 November 2026');
    expect(item).toHaveTextContent('Access until21 February 2027');
    await user.click(within(item).getByRole('button', { name: 'Extend access to MRCP Part 1' }));
    expect(await screen.findByRole('dialog', { name: 'Extend access to MRCP Part 1' })).toBeVisible();
  });

  it('checks and saves the exam dates', async () => {
    const trpc = dashboardTrpc();
    const user = userEvent.setup();
    const { store } = renderApp('/dashboard/profile/exam-dates', trpc.client, meServer({ examDates: [{ examSlug: 'mrcp-1', date: `${NEXT_YEAR}-01-01` }] }).http);

    const form = await screen.findByRole('form', { name: 'Exam dates' });
    expect(within(form).getByText(/^MRCP Part 1 in \d+ days$/)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Add an exam date' }));
    const selects = within(form).getAllByLabelText('Exam');
    await user.selectOptions(selects[1], 'MRCP Part 1');
    await user.click(within(form).getByRole('button', { name: 'Save exam dates' }));
    expect(within(form).getByText('MRCP Part 1 is already in the list.')).toBeVisible();
    expect(within(form).getByText('Enter the date.')).toBeVisible();
    expect(trpc.updateExamDates).not.toHaveBeenCalled();

    await user.selectOptions(within(form).getAllByLabelText('Exam')[1], 'MSRA');
    await user.type(within(form).getAllByLabelText('Date')[1], `${NEXT_YEAR}-06-30`);
    await user.click(within(form).getByRole('button', { name: 'Save exam dates' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your exam dates have been saved.', 'success'));
    expect(trpc.updateExamDates).toHaveBeenCalledWith({
      data: {
        examDates: [
          { examSlug: 'mrcp-1', date: `${NEXT_YEAR}-01-01` },
          { examSlug: 'msra', date: `${NEXT_YEAR}-06-30` },
        ],
      },
    });
    expect(selectMe(store.getState())!.examDates).toHaveLength(2);

    await user.click(within(form).getByRole('button', { name: 'Remove MSRA' }));
    expect(within(form).getAllByLabelText('Exam')).toHaveLength(1);
  });
});
