import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseApi } from '../../app/api/base-api';
import { refreshMe } from '../../app/session/session-api';
import { fakeHttp, json } from '../../test/fake-http';
import { trpcError } from '../../test/fake-checkout-trpc';
import { renderApp } from '../../test/render-app';
import { aUser } from '../../test/user-fixtures';
import { anOverviewExam, dashboardTrpc, meServer } from './testing/dashboard-fixtures';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const MSRA = anOverviewExam({ examId: 'exam-msra', examSlug: 'msra', examTitle: 'MSRA', access: 'trial', endsAt: null, daysLeft: null });
// The first render loads the dashboard's lazy chunks, slow on a busy machine.
const LOADING = { timeout: 5000 };
const meCalls = (fetch: ReturnType<typeof fakeHttp>['fetch']) => fetch.mock.calls.filter(([url]) => url === '/api/auth/me').length;

describe('the dashboard and the cached user', () => {
  it('counts down to an exam date saved in the profile, from the server’s answer, without asking for the user again', async () => {
    const trpc = dashboardTrpc();
    const user = userEvent.setup();
    const server = meServer();
    const { router } = renderApp('/dashboard/profile/exam-dates', trpc.client, server.http);

    const form = await screen.findByRole('form', { name: 'Exam dates' }, LOADING);
    await user.selectOptions(within(form).getByLabelText('Exam'), 'MRCP Part 1');
    await user.type(within(form).getByLabelText('Date'), `${NEXT_YEAR}-06-30`);
    await user.click(within(form).getByRole('button', { name: 'Save exam dates' }));
    await waitFor(() => expect(trpc.updateExamDates).toHaveBeenCalledTimes(1));

    await act(() => router.navigate('/dashboard'));
    const card = (await screen.findByRole('article', { name: 'MRCP Part 1' })).closest('li')!;
    expect(await within(card).findByText(/^MRCP Part 1 in \d+ days$/)).toBeVisible();
    expect(meCalls(server.fetch)).toBe(1);
  });

  it("shows the server's message when a save fails", async () => {
    const trpc = dashboardTrpc();
    trpc.updateExamDates.mockRejectedValueOnce(trpcError('Exam dates cannot be saved right now.', { httpStatus: 503, domainCode: 'UNAVAILABLE' }));
    const user = userEvent.setup();
    renderApp('/dashboard/profile/exam-dates', trpc.client, meServer().http);

    const form = await screen.findByRole('form', { name: 'Exam dates' });
    await user.selectOptions(within(form).getByLabelText('Exam'), 'MRCP Part 1');
    await user.type(within(form).getByLabelText('Date'), `${NEXT_YEAR}-06-30`);
    await user.click(within(form).getByRole('button', { name: 'Save exam dates' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Exam dates cannot be saved right now.');
  });

  it('loads the overview again when a purchase or a trial marks Access and Overview stale', async () => {
    const trpc = dashboardTrpc();
    const server = meServer();
    const { store } = renderApp('/dashboard', trpc.client, server.http);
    await screen.findByRole('article', { name: 'MRCP Part 1' });
    const overviews = trpc.overview.mock.calls.length;

    trpc.overview.mockResolvedValue({ exams: [anOverviewExam(), MSRA], degraded: false });
    act(() => void store.dispatch(baseApi.util.invalidateTags(['Access', 'Overview'])));

    expect(await screen.findByRole('article', { name: 'MSRA' })).toBeVisible();
    expect(trpc.overview.mock.calls.length).toBe(overviews + 1);
    await waitFor(() => expect(meCalls(server.fetch)).toBe(2));
  });

  it('loads the overview again when a session check finds that the user’s access changed', async () => {
    const trpc = dashboardTrpc();
    let trial = false;
    const server = fakeHttp({
      'GET /api/auth/me': () =>
        json(
          200,
          aUser({
            state: { onboardingModalAddressed: true, currency: 'usd' },
            access: { access: 'subscription', subscriptions: [], trial: trial ? { examSlug: 'msra', examTitle: 'MSRA', startsAt: '2026-11-21T00:00:00.000Z', complete: false } as never : null },
          }),
        ),
    });
    const { store } = renderApp('/dashboard', trpc.client, server.http);
    await screen.findByRole('article', { name: 'MRCP Part 1' });
    const overviews = trpc.overview.mock.calls.length;

    await act(() => store.dispatch(refreshMe()));
    expect(trpc.overview.mock.calls.length).toBe(overviews);

    trial = true;
    trpc.overview.mockResolvedValue({ exams: [anOverviewExam(), MSRA], degraded: false });
    await act(() => store.dispatch(refreshMe()));

    expect(await screen.findByRole('article', { name: 'MSRA' })).toBeVisible();
    expect(trpc.overview.mock.calls.length).toBe(overviews + 1);
  });
});
