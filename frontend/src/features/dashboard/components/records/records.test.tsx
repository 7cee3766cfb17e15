import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { json } from '../../../../test/fake-http';
import { aHistoryEntry, anOrder, dashboardTrpc, meServer } from '../../testing/dashboard-fixtures';

describe('/dashboard/history', () => {
  it('lists sessions newest first with score and time, a running one with Resume and an ended one with Review', async () => {
    const trpc = dashboardTrpc();
    trpc.history.mockResolvedValueOnce({
      sessions: [
        aHistoryEntry({ sessionId: 'running-1', mode: 'timed', running: true, endedAt: null, startedAt: new Date('2026-11-21T08:00:00.000Z') }),
        aHistoryEntry({ sessionId: 'ended-1' }),
      ],
      nextCursor: null,
    });
    renderApp('/dashboard/history', trpc.client, meServer().http);

    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('MRCP Part 1Timed');
    expect(rows[0]).toHaveTextContent('Running');
    expect(within(rows[0]).getByRole('link', { name: /Resume MRCP Part 1/ })).toHaveAttribute('href', '/s/running-1');
    expect(rows[1]).toHaveTextContent('20 November 2026, 09:30');
    expect(rows[1]).toHaveTextContent('75%3 of 4 correct');
    expect(rows[1]).toHaveTextContent('12 min');
    expect(within(rows[1]).getByRole('link', { name: /Review MRCP Part 1/ })).toHaveAttribute('href', '/s/ended-1/review');
  });

  it('loads older sessions from where the last page ended', async () => {
    const trpc = dashboardTrpc();
    const cursor = { startedAt: new Date('2026-11-20T09:30:00.000Z'), sessionId: 'session-1' };
    trpc.history.mockResolvedValueOnce({ sessions: [aHistoryEntry()], nextCursor: cursor }).mockResolvedValueOnce({ sessions: [aHistoryEntry({ sessionId: 'older' })], nextCursor: null });
    const user = userEvent.setup();
    renderApp('/dashboard/history', trpc.client, meServer().http);

    await user.click(await screen.findByRole('button', { name: 'Show older sessions' }));
    await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(trpc.history).toHaveBeenLastCalledWith({ cursor });
    expect(screen.queryByRole('button', { name: 'Show older sessions' })).toBeNull();
  });

  it('shows a new user how to start instead of an empty table', async () => {
    const trpc = dashboardTrpc();
    trpc.history.mockResolvedValueOnce({ sessions: [], nextCursor: null });
    renderApp('/dashboard/history', trpc.client, meServer().http);
    expect(await screen.findByText('No sessions yet')).toBeVisible();
  });
});

describe('/dashboard/orders and the receipt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every order with its state, and a receipt link only for a paid one', async () => {
    const trpc = dashboardTrpc();
    trpc.orders.mockResolvedValueOnce({ orders: [anOrder(), anOrder({ orderId: 'order-2', status: 'expired', paidAt: null, examTitle: 'MRCP Part 1', currency: 'usd', amount: 79 })] });
    renderApp('/dashboard/orders', trpc.client, meServer().http);

    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('MSRA3 Months');
    expect(rows[0]).toHaveTextContent('£54.99');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(within(rows[0]).getByRole('link', { name: /Receipt for MSRA/ })).toHaveAttribute('href', '/dashboard/orders/order-1/receipt');
    expect(rows[1]).toHaveTextContent('$79.00');
    expect(rows[1]).toHaveTextContent('Expired');
    expect(within(rows[1]).queryByRole('link')).toBeNull();
  });

  it('shows a printable receipt with the order id, exam, period, amount, date and card, and prints it', async () => {
    const trpc = dashboardTrpc();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/dashboard/orders/order-1/receipt', trpc.client, meServer().http);

    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    for (const text of ['order-1', 'MSRA', '3 Months', '£54.99', '1 November 2026', 'Visa ending 4242', 'Amara Okafor']) expect(receipt).toHaveTextContent(text);
    expect(trpc.receipt).toHaveBeenCalledWith({ orderId: 'order-1' });
    await user.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('Account tab: password, data and deletion', () => {
  it('changes the password, and shows a wrong current password on its field', async () => {
    const trpc = dashboardTrpc();
    const { trpcError } = await import('../../../../test/fake-checkout-trpc');
    trpc.changePassword.mockRejectedValueOnce(trpcError('That is not your current password.', { code: 'BAD_REQUEST', domainCode: 'CURRENT_PASSWORD_WRONG' }));
    const user = userEvent.setup();
    renderApp('/dashboard/profile/account', trpc.client, meServer().http);

    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong-one');
    await user.type(within(form).getByLabelText(/New password/), 'Sinus-Rhythm-Lantern-7');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('That is not your current password.')).toBeVisible();
    expect(within(form).getByLabelText('Current password')).toHaveFocus();

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'Tachycardia-Pineapple-42');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(trpc.changePassword).toHaveBeenLastCalledWith({ currentPassword: 'Tachycardia-Pineapple-42', newPassword: 'Sinus-Rhythm-Lantern-7' }));
    await vi.waitFor(() => expect(within(screen.getByRole('form', { name: 'Change password' })).getByLabelText('Current password')).toHaveValue(''));
  });

  it('offers the data download as a JSON attachment link', async () => {
    renderApp('/dashboard/profile/account', dashboardTrpc().client, meServer().http);
    expect(await screen.findByRole('link', { name: 'Download my data (JSON)' })).toHaveAttribute('href', '/api/account/export');
  });

  it('says what is kept and why, deletes only after the password and the typed DELETE, then leaves as a visitor', async () => {
    let deleted: unknown = null;
    const server = meServer({}, { 'POST /api/account/delete': ({ body }) => ((deleted = body), json(200, { ok: true })) });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/profile/account', dashboardTrpc().client, server.http);

    const form = await screen.findByRole('form', { name: 'Delete my account' });
    expect(form).toHaveTextContent(/answers, as anonymous figures/);
    expect(form).toHaveTextContent(/orders and payments .* detached from you/);
    await user.type(within(form).getByLabelText('Password'), 'Tachycardia-Pineapple-42');
    await user.type(within(form).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await within(form).findByText('Type DELETE to confirm.')).toBeVisible();
    expect(deleted).toBeNull();

    await user.clear(within(form).getByLabelText('Type DELETE to confirm'));
    await user.type(within(form).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deleted).toEqual({ password: 'Tachycardia-Pineapple-42', confirmation: 'DELETE' });
  });
});
