import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectMe } from '../../../app/session/session-api';
import { renderApp } from '../../../test/render-app';
import { dashboardTrpc, meServer } from '../testing/dashboard-fixtures';

/** An exam date the server takes: its year must be within the next five. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const firstVisit = () => meServer({ state: { onboardingModalAddressed: false, currency: 'usd' }, examDates: [] });

describe('OnboardingModal', () => {
  it('greets a new user once: Skip marks it addressed and it does not come back', async () => {
    const trpc = dashboardTrpc();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', trpc.client, firstVisit().http);

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to your dashboard' });
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Amara');
    await user.click(within(dialog).getByRole('button', { name: 'Skip for now' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to your dashboard' })).toBeNull());
    expect(trpc.updateUserState).toHaveBeenCalledWith({ data: { stateData: { onboardingModalAddressed: true } } });
    expect(trpc.updateUserAccount).not.toHaveBeenCalled();

    await router.navigate('/dashboard/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Welcome to your dashboard' })).toBeNull();
  });

  it('counts closing it with Escape as skipping', async () => {
    const trpc = dashboardTrpc();
    const user = userEvent.setup();
    renderApp('/dashboard', trpc.client, firstVisit().http);

    await screen.findByRole('dialog', { name: 'Welcome to your dashboard' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trpc.updateUserState).toHaveBeenCalledTimes(1);
  });

  it('is not shown to a user who has addressed it', async () => {
    const trpc = dashboardTrpc();
    renderApp('/dashboard', trpc.client, meServer().http);
    await screen.findByRole('article', { name: 'MRCP Part 1' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the answers, then saves the name, level of training and exam dates before marking it addressed', async () => {
    const trpc = dashboardTrpc();
    const user = userEvent.setup();
    const { store } = renderApp('/dashboard', trpc.client, firstVisit().http);

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to your dashboard' });
    await user.clear(within(dialog).getByLabelText('First name'));
    await user.selectOptions(within(dialog).getByLabelText(/Level of training/), 'Foundation doctor (FY1/FY2)');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'MSRA' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

    expect(within(dialog).getByText('First name is required')).toBeVisible();
    expect(within(dialog).getByText('Enter the date of your MSRA exam, or untick it.')).toBeVisible();
    expect(trpc.updateUserState).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Date of your MSRA exam'), '2099-03-14');
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    expect(within(dialog).getByText(`The date must be in a year from ${NEXT_YEAR - 2} to ${NEXT_YEAR + 4}.`)).toBeVisible();
    expect(trpc.updateExamDates).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Date of your MSRA exam'));
    await user.type(within(dialog).getByLabelText('Date of your MSRA exam'), `${NEXT_YEAR}-03-14`);
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trpc.updateUserAccount).toHaveBeenCalledWith({ data: { accountData: { firstName: 'Ada', surname: 'Okafor' } } });
    expect(trpc.updateUserProfile).toHaveBeenCalledWith({ data: { profileData: { levelOfTraining: 'Foundation doctor (FY1/FY2)' } } });
    expect(trpc.updateExamDates).toHaveBeenCalledWith({ data: { examDates: [{ examSlug: 'msra', date: `${NEXT_YEAR}-03-14` }] } });
    expect(trpc.updateUserState).toHaveBeenCalledWith({ data: { stateData: { onboardingModalAddressed: true } } });
    const me = selectMe(store.getState())!;
    expect(me.firstName).toBe('Ada');
    expect(me.examDates).toEqual([{ examSlug: 'msra', date: `${NEXT_YEAR}-03-14` }]);
    expect(me.state.onboardingModalAddressed).toBe(true);
  });
});
