import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { History, QuestionSearchResult } from '@medprep/shared';
import type { TrpcClient } from '../../../../lib/trpc';
import { renderApp } from '../../../../test/render-app';
import { dashboardTrpc, meServer } from '../../testing/dashboard-fixtures';

const day = (start: string, answered: number, percentCorrect: number | null) => ({ start, answered, percentCorrect });

function aHistory(overrides: Partial<History> = {}): History {
  const days = Array.from({ length: 90 }, (_, i) => day(`2026-08-${String((i % 28) + 1).padStart(2, '0')}`, 0, null));
  days[89] = day('2026-11-26', 12, 75);
  days[88] = day('2026-11-25', 4, 50);
  return {
    exam: { slug: 'mrcp-1', title: 'MRCP Part 1' },
    timeZone: 'Europe/London',
    today: '2026-11-26',
    days,
    weeks: Array.from({ length: 26 }, (_, i) => day(`w${i}`, i === 25 ? 16 : 0, i === 25 ? 68.8 : null)),
    topics: [{ topic: 'Renal', recent: { answered: 10, percentCorrect: 80 }, previous: { answered: 5, percentCorrect: 60 }, change: 20 }],
    streak: 2,
    dailyTarget: { target: 9, basis: 'exam-date', daysLeft: 30, remaining: 270, examDate: '2026-12-26', answeredToday: 12 },
    ...overrides,
  };
}

const aResult = (overrides: Partial<QuestionSearchResult> = {}): QuestionSearchResult => ({
  questionId: 'q-1',
  examSlug: 'mrcp-1',
  examTitle: 'MRCP Part 1',
  topic: 'Renal',
  matchedIn: 'item',
  snippet: 'treat ««hyperkalaemia»» with <b>calcium</b>',
  rank: 0.1,
  reviewSessionId: 'session-9',
  ...overrides,
});

function learningTrpc(history: History = aHistory()) {
  const base = dashboardTrpc();
  const spies = { history: vi.fn(async (_input: { exam: string }) => history), search: vi.fn(async (_input: { query: string }) => ({ results: [aResult()] })) };
  const client = { ...base.client, learning: { history: { query: spies.history }, dueQueue: { query: base.dueQueue } }, questions: { search: { query: spies.search } } } as unknown as TrpcClient;
  return { client, ...spies };
}

const card = async (name: string) => screen.findByRole('region', { name });

describe('the dashboard learning cards', () => {
  it("shows the exam's progress: streak, today against the target, the per-day figures and topic trends, and switches to weeks", async () => {
    const trpc = learningTrpc();
    renderApp('/dashboard', trpc.client, meServer().http);

    const progress = await card('Progress over time');
    expect(await within(progress).findByText(/^Streak:/)).toHaveTextContent('Streak: 2 days');
    expect(within(progress).getByText(/^Today:/)).toHaveTextContent('Today: 12 of 9');
    expect(within(progress).getByText(/Aim for 9 items a day/)).toHaveTextContent('spread over the 30 days to your exam');
    const perDay = within(progress).getByRole('table', { name: 'Per day' });
    expect(within(perDay).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['2026-11-25450%', '2026-11-261275%']);
    expect(within(progress).getByRole('row', { name: /Renal/ })).toHaveTextContent('Renal80% (10)60% (5)+20 pts');
    expect(trpc.history).toHaveBeenCalledWith({ exam: 'mrcp-1' });

    await userEvent.setup().click(within(progress).getByRole('button', { name: 'Per week' }));
    const perWeek = within(progress).getByRole('table', { name: 'Per week (from Monday)' });
    expect(within(perWeek).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['w251669%']);
  });

  it('says when the target is a default because no exam date is set', async () => {
    const trpc = learningTrpc(aHistory({ dailyTarget: { target: 20, basis: 'default', daysLeft: null, remaining: 40, examDate: null, answeredToday: 0 } }));
    renderApp('/dashboard', trpc.client, meServer().http);
    expect(await within(await card('Progress over time')).findByText(/a default: set your exam date/)).toBeVisible();
  });

  it('searches after a pause, shows marked snippets as text and opens the review', async () => {
    const trpc = learningTrpc();
    const user = userEvent.setup();
    renderApp('/dashboard', trpc.client, meServer().http);

    const search = await card('Search your questions and notes');
    await user.type(within(search).getByRole('searchbox'), 'hyperkal');
    const link = await within(search).findByRole('link', { name: /hyperkalaemia/ });
    expect(link).toHaveAttribute('href', '/s/session-9/review#q-q-1');
    expect(within(link).getByText('hyperkalaemia').tagName).toBe('MARK');
    expect(link).toHaveTextContent('with <b>calcium</b>');
    // Debounced: one call for the whole word, not one per letter.
    expect(trpc.search).toHaveBeenCalledTimes(1);
    expect(trpc.search).toHaveBeenCalledWith({ query: 'hyperkal', exam: undefined });
  });

  it('offers the Anki decks of missed and flagged items as downloads', async () => {
    renderApp('/dashboard', learningTrpc().client, meServer().http);
    const anki = await card('Export to Anki: MRCP Part 1');
    expect(within(anki).getByRole('link', { name: 'Missed items' })).toHaveAttribute('href', '/api/export/anki?exam=mrcp-1&which=missed');
    expect(within(anki).getByRole('link', { name: 'Flagged items' })).toHaveAttribute('href', '/api/export/anki?exam=mrcp-1&which=flagged');
  });
});
