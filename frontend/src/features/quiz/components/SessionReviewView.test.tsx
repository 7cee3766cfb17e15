import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { json } from '../../../test/fake-http';
import { aReview, aSessionWire, quizServer, quizTrpc, renderWithStore, pinClockToFixtureSession } from '../testing/quiz-fixtures';
import { SessionReviewView } from './SessionReviewView';

function renderReview(review = aReview(), routes: Parameters<typeof quizServer>[1] = {}) {
  const { http, fetch } = quizServer('tutor', routes);
  const store = makeStore({ http, trpc: quizTrpc().client });
  return { fetch, ...renderWithStore(store, <SessionReviewView review={review} endReason={null} />, '/s/sess-1/review', '/s/:sessionId/review') };
}

describe('SessionReviewView', () => {
  beforeEach(() => pinClockToFixtureSession());
  afterEach(() => vi.useRealTimers());

  it('shows the score, the time and the score by topic', () => {
    renderReview();
    expect(screen.getByRole('heading', { level: 1, name: 'Your results' })).toHaveFocus();
    expect(screen.getByLabelText('Score 2 out of 3, 67 percent')).toHaveTextContent('2/3 (67%)');
    expect(screen.getByText('12:34')).toBeVisible();
    const topics = within(screen.getByRole('list', { name: 'Score by topic' })).getAllByRole('listitem');
    expect(topics.map((row) => row.textContent)).toEqual(['Cardiology1/2 (50%)', 'Renal1/1 (100%)']);
  });

  it('says the time ran out and shows the time against the limit', () => {
    renderReview(aReview({ mode: 'timed', timeLimitMs: 180_000, timeSpentMs: 180_000 }));
    expect(screen.getByText('Time is up: this session has ended.')).toBeVisible();
    expect(screen.getByLabelText('Time spent 3 minutes of 3 minutes')).toHaveTextContent('03:00 of 03:00');
  });

  it('draws the clock beside "Time is up" as an icon, not an emoji that shows as a box without an emoji font', () => {
    renderReview(aReview({ mode: 'timed', timeLimitMs: 180_000, timeSpentMs: 180_000 }));
    const notice = screen.getByText('Time is up: this session has ended.');
    expect(notice.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(notice.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('lists every question with the answer given and the right one, or only the incorrect ones', async () => {
    const user = userEvent.setup();
    renderReview();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText(/Incorrect — you answered D, the answer is B/)).toBeVisible();
    expect(screen.getByText('Explanation for q3.')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Show incorrect only' }));
    const shown = screen.getAllByRole('article');
    expect(shown).toHaveLength(1);
    expect(within(shown[0]).getByRole('heading', { name: /Question 3/ })).toBeVisible();
  });

  it('starts a tutor session of this session’s incorrect questions', async () => {
    const user = userEvent.setup();
    const { fetch, router } = renderReview(aReview(), { 'POST /api/r/s/init': () => json(201, aSessionWire('tutor', { id: 'sess-2', filter: 'incorrect' })) });
    await user.click(screen.getByRole('button', { name: 'Practise incorrect questions' }));
    await screen.findByText('Player page');
    expect(router.state.location.pathname).toBe('/s/sess-2');
    const init = fetch.mock.calls.find(([url]) => url === '/api/r/s/init')!;
    expect(JSON.parse(String(init[1]!.body))).toEqual({ exam: 'msra', mode: 'tutor', filter: 'incorrect', fromSession: 'sess-1', count: 1 });
    expect(screen.queryByRole('link', { name: 'Back to dashboard' })).toBeNull();
  });

  it('links back to the dashboard', () => {
    renderReview();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
