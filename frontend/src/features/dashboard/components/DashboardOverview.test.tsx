import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Messages } from '@medprep/shared';
import { renderApp } from '../../../test/render-app';
import { aUser } from '../../../test/user-fixtures';
import { anOverviewExam, dashboardTrpc, meServer } from '../testing/dashboard-fixtures';

const card = async (title: string) => (await screen.findByRole('article', { name: title })).closest('li')!;

describe('DashboardOverview', () => {
  it('shows an owned exam with its days left, progress, percent correct against peers, countdown and review queue', async () => {
    const trpc = dashboardTrpc();
    renderApp('/dashboard', trpc.client, meServer({ examDates: [{ examSlug: 'mrcp-1', date: '2099-01-01' }] }).http);

    const mrcp = await card('MRCP Part 1');
    expect(within(mrcp).getByText('Access until 21 February 2027 · 42 days left')).toBeVisible();
    const progress = within(mrcp).getByRole('progressbar', { name: 'Progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(progress).toHaveAccessibleDescription('10 of 40 questions answered');

    const peers = within(mrcp).getByRole('figure', { name: /Percent correct/ });
    expect(within(peers).getByText('You').closest('li')).toHaveTextContent('You73%');
    expect(within(peers).getByText('Peers').closest('li')).toHaveTextContent('Peers61%');
    expect(within(peers).getByText('12 points above your peers.')).toBeVisible();

    expect(within(mrcp).getByText(/^MRCP Part 1 in \d+ days$/)).toBeVisible();
    expect(within(mrcp).getByText(/due for review/)).toHaveTextContent('3 questions due for review');
    expect(within(mrcp).getByRole('button', { name: 'Review them: MRCP Part 1' })).toBeEnabled();
    expect(within(mrcp).getByRole('button', { name: 'Extend access to MRCP Part 1' })).toBeVisible();
    expect(trpc.overview).toHaveBeenCalled();
  });

  it("shows '—' for peers on an exam nobody has answered, not 'Peers 0%'", async () => {
    const trpc = dashboardTrpc({ exams: [anOverviewExam({ progress: 0, remaining: 40, record: { a: 0, qc: 0, pcor: 0, tt: 0, aqt: 0, pcom: 0 }, peerPercentCorrect: null })], degraded: false });
    renderApp('/dashboard', trpc.client, meServer().http);

    const peers = within(await card('MRCP Part 1')).getByRole('figure', { name: /Percent correct/ });
    const row = within(peers).getByText('Peers').closest('li')!;
    expect(row).toHaveTextContent('Peers—');
    expect(row).not.toHaveTextContent('0%');
  });

  it('shows progress and percent correct with the same precision (6% beside 59%, not 5.9%)', async () => {
    const trpc = dashboardTrpc({ exams: [anOverviewExam({ progress: 5.9, record: { a: 10, qc: 6, pcor: 59, tt: 60_000, aqt: 6000, pcom: 5.9 } })], degraded: false });
    renderApp('/dashboard', trpc.client, meServer().http);

    const mrcp = await card('MRCP Part 1');
    expect(within(mrcp).getByRole('progressbar', { name: 'Progress' }).closest('div')!.parentElement).toHaveTextContent('6%');
    expect(within(mrcp).queryByText('5.9%')).toBeNull();
    expect(within(within(mrcp).getByRole('figure')).getByText('You').closest('li')).toHaveTextContent('You59%');
  });

  it("greets a new user with 'Welcome', and one who has been here before with 'Welcome back'", async () => {
    const { unmount } = renderApp('/dashboard', dashboardTrpc().client, meServer({ firstName: 'Ada', state: { onboardingModalAddressed: false, currency: 'usd' } }).http);
    expect(await screen.findByText(/^Welcome, Ada\./)).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    unmount();

    renderApp('/dashboard', dashboardTrpc().client, meServer({ firstName: 'Ada' }).http);
    expect(await screen.findByText(/^Welcome back, Ada\./)).toBeVisible();
  });

  it('says the figures are temporarily unavailable instead of showing zeros as if true', async () => {
    const trpc = dashboardTrpc({ exams: [anOverviewExam({ progress: 0, remaining: 40, record: { a: 0, qc: 0, pcor: 0, tt: 0, aqt: 0, pcom: 0 }, peerPercentCorrect: 0 })], degraded: true });
    renderApp('/dashboard', trpc.client, meServer().http);

    const mrcp = await card('MRCP Part 1');
    expect(within(mrcp).getByText(/Figures temporarily unavailable/)).toBeVisible();
    expect(within(mrcp).queryByRole('progressbar')).toBeNull();
    expect(within(mrcp).queryByText('0%')).toBeNull();
  });

  it('offers to buy a trial exam once its session is complete, and no new session', async () => {
    const trpc = dashboardTrpc({
      exams: [anOverviewExam({ examId: 'exam-msra', examSlug: 'msra', examTitle: 'MSRA', access: 'trial', endsAt: null, daysLeft: null, trialComplete: true })],
      degraded: false,
    });
    const user = userEvent.setup();
    renderApp('/dashboard', trpc.client, meServer({ access: { access: 'trial', subscriptions: [], trial: null } }).http);

    const msra = await card('MSRA');
    expect(within(msra).getByText('Trial complete')).toBeVisible();
    expect(within(msra).getByText(Messages.practice.trialComplete)).toBeVisible();
    expect(within(msra).queryByRole('button', { name: /Start session/ })).toBeNull();

    await user.click(within(msra).getByRole('button', { name: 'Buy access to MSRA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy access to MSRA' });
    expect(within(dialog).getByRole('heading', { name: 'Choose your access' })).toBeVisible();
    expect(trpc.product).toHaveBeenCalledWith({ examKey: 'msra' });
  });

  it('opens the extension modal from Extend', async () => {
    const trpc = dashboardTrpc();
    const user = userEvent.setup();
    renderApp('/dashboard', trpc.client, meServer().http);

    const c = await card('MRCP Part 1');
    await user.click(within(c).getByRole('button', { name: 'Extend access to MRCP Part 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend access to MRCP Part 1' });
    expect(within(dialog).getByRole('heading', { name: 'Extend your access' })).toBeVisible();
  });

  it('opens the start form for an exam in a dialog', async () => {
    const trpc = dashboardTrpc();
    const user = userEvent.setup();
    renderApp('/dashboard', trpc.client, meServer().http);

    await user.click(within(await card('MRCP Part 1')).getByRole('button', { name: 'Start session: MRCP Part 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a session: MRCP Part 1' });
    expect(await within(dialog).findByRole('radio', { name: 'New (30)' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Start session' })).toBeVisible();
  });

  it('shows a brand-new user how to start: choose an exam, then a free trial or buy', async () => {
    const trpc = dashboardTrpc({ exams: [], degraded: false });
    const user = userEvent.setup();
    renderApp('/dashboard', trpc.client, meServer({ access: { access: 'none', subscriptions: [], trial: null } }).http);

    expect(await screen.findByText('You have no exams yet. Choose one below to start practising.')).toBeVisible();
    const start = screen.getByRole('region', { name: 'Start with an exam' });
    await user.click(within(start).getByRole('button', { name: 'Start your free trial' }));
    expect(within(start).getByText('Choose an exam first.')).toBeVisible();
    expect(within(start).getByLabelText('Exam')).toHaveFocus();

    await user.selectOptions(within(start).getByLabelText('Exam'), 'MSRA');
    await user.click(within(start).getByRole('button', { name: 'Buy access' }));
    expect(await screen.findByRole('dialog', { name: 'Buy access to MSRA' })).toBeVisible();
  });

  it('lists the exams not owned yet to buy beside the owned ones', async () => {
    const trpc = dashboardTrpc();
    renderApp('/dashboard', trpc.client, meServer().http);

    const add = await screen.findByRole('region', { name: 'Add an exam' });
    const options = within(within(add).getByLabelText('Exam')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('MSRA');
    expect(options).not.toContain('MRCP Part 1');
    expect(within(add).queryByRole('button', { name: 'Start your free trial' })).toBeNull();
  });

  it('offers a retry when the overview cannot be loaded', async () => {
    const trpc = dashboardTrpc();
    trpc.overview.mockRejectedValueOnce(new Error('Service unavailable'));
    const user = userEvent.setup();
    renderApp('/dashboard', trpc.client, meServer({ ...aUser(), state: { onboardingModalAddressed: true, currency: 'usd' } }).http);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your exams. Service unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('MRCP Part 1')).toBeVisible();
  });
});
