import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@medprep/shared';
import { makeStore } from '../../../app/store';
import { json } from '../../../test/fake-http';
import type { Availability } from '../quiz-types';
import { axeViolations } from '../testing/axe';
import { aSessionWire, AVAILABILITY, quizServer, quizTrpc, renderWithStore, pinClockToFixtureSession } from '../testing/quiz-fixtures';
import { StartSessionForm } from './StartSessionForm';

const MSRA = {
  examId: 'exam-msra',
  examSlug: 'msra',
  examTitle: 'MSRA',
  access: 'subscription' as const,
  endsAt: '2027-02-21T00:00:00.000Z',
  daysLeft: 92,
  trialComplete: false,
  totalQuestions: 40,
  progress: 25,
  remaining: 30,
  dueForReview: 2,
};

function renderForm(routes: Parameters<typeof quizServer>[1] = {}, availability: Availability = AVAILABILITY) {
  const { http, fetch } = quizServer('tutor', routes);
  const trpc = quizTrpc(availability);
  const store = makeStore({ http, trpc: trpc.client });
  const view = renderWithStore(store, <StartSessionForm exam={MSRA} />, '/dashboard', '/dashboard');
  return { ...view, fetch, trpc, store };
}

describe('StartSessionForm', () => {
  beforeEach(() => pinClockToFixtureSession());
  afterEach(() => vi.useRealTimers());

  it('shows how many questions each filter and topic offers, and disables an empty filter', async () => {
    const { trpc } = renderForm();
    expect(await screen.findByRole('radio', { name: 'New (9)' })).toBeEnabled();
    expect(trpc.available).toHaveBeenCalledWith({ exam: 'msra' });
    expect(screen.getByRole('radio', { name: 'All questions (40)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Incorrect (3)' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Flagged (0)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Due for review (2)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Cardiology (12)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Renal (7)' })).toBeVisible();
    expect(screen.getByLabelText('Number of questions')).toHaveValue(10);
  });

  it('explains each mode, describes the real papers for a mock and hides the count for it', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('radio', { name: 'Tutor' });
    expect(screen.getByRole('radio', { name: 'Tutor' })).toHaveAccessibleDescription(/See the answer, the explanation/);
    expect(screen.getByRole('radio', { name: 'Timed' })).toHaveAccessibleDescription(/114 seconds a ranking or choose 3 of 8 question, 46 seconds an extended matching or single best answer one/);
    const mock = screen.getByRole('radio', { name: 'Mock exam' });
    expect(mock).toHaveAccessibleDescription(
      'The real papers: Professional Dilemmas (50 questions in 1 hour 35 minutes: 34 ranking and 16 choose 3 of 8), then Clinical Problem Solving (97 questions in 1 hour 15 minutes: 48 extended matching and 49 single best answer). This mock follows the same types, proportions and time per question, scaled down where our bank holds fewer. A break screen comes between the papers.',
    );
    await user.click(mock);
    expect(screen.queryByLabelText('Number of questions')).toBeNull();
  });

  it('describes the mock scaled to the bank when the server counts its items by type', async () => {
    const { trpc } = renderForm({}, { ...AVAILABILITY, types: { ranking: 12, choose: 6, emq: 6, sba: 20 } } as Availability);
    expect(await screen.findByRole('radio', { name: 'Mock exam' })).toHaveAccessibleDescription(
      /Scaled to our bank, this mock has Professional Dilemmas \(17 questions in 32 minutes: 12 ranking and 5 choose 3 of 8\), then Clinical Problem Solving \(12 questions in 9 minutes: 6 extended matching and 6 single best answer\)\./,
    );
    expect(trpc.available).toHaveBeenCalledWith({ exam: 'msra' });
  });

  it('says the mock follows the real papers in full when the bank is large enough', async () => {
    renderForm({}, { ...AVAILABILITY, types: { ranking: 40, choose: 20, emq: 60, sba: 60 } } as Availability);
    expect(await screen.findByRole('radio', { name: 'Mock exam' })).toHaveAccessibleDescription(/\. This mock follows them in full\. A break screen comes between the papers\.$/);
  });

  it('is accessible with the mock chosen', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Mock exam' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('starts the session with the choices made and opens it', async () => {
    const user = userEvent.setup();
    const { fetch, router } = renderForm({ 'POST /api/r/s/init': () => json(201, aSessionWire('timed')) });
    await user.click(await screen.findByRole('radio', { name: 'Timed' }));
    await user.click(screen.getByRole('radio', { name: 'New (9)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Renal (7)' }));
    const count = screen.getByLabelText('Number of questions');
    await user.clear(count);
    await user.type(count, '5');
    await user.click(screen.getByRole('button', { name: 'Start session' }));

    expect(await screen.findByText('Player page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/s/sess-1');
    const init = fetch.mock.calls.find(([url]) => url === '/api/r/s/init')!;
    expect(JSON.parse(String(init[1]!.body))).toEqual({ exam: 'msra', mode: 'timed', filter: 'new', topics: ['Renal'], count: 5 });
  });

  it('refuses more questions than are available before asking the server', async () => {
    const user = userEvent.setup();
    const { fetch } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Incorrect (3)' }));
    const count = screen.getByLabelText('Number of questions');
    await user.clear(count);
    await user.type(count, '8');
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    expect(screen.getByText(Messages.practice.tooFew(3))).toBeVisible();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([url]) => url === '/api/r/s/init')).toBe(false);
  });

  it("shows the server's message when it refuses, e.g. too few questions", async () => {
    const user = userEvent.setup();
    renderForm({
      'POST /api/r/s/init': () =>
        json(400, { statusCode: 400, code: 'TOO_FEW_QUESTIONS', message: 'Only 4 questions match these choices. Choose 4 or fewer.', details: { available: 4 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start session' }));
    // The alert region is always in the page: wait for the server's message in it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only 4 questions match these choices. Choose 4 or fewer.'));
  });

  it('offers to carry on a trial session already under way', async () => {
    const user = userEvent.setup();
    renderForm({
      'POST /api/r/s/init': () => json(409, { statusCode: 409, code: 'TRIAL_IN_PROGRESS', message: Messages.practice.trialInProgress, details: { sessionId: 'sess-9' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start session' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(Messages.practice.trialInProgress));
    expect(screen.getByRole('link', { name: 'Carry on with your session' })).toHaveAttribute('href', '/s/sess-9');
  });
});
