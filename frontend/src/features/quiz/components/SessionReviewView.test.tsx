import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { json } from '../../../test/fake-http';
import type { Review } from '../quiz-types';
import { axeViolations } from '../testing/axe';
import { aSessionWire, quizServer, quizTrpc, renderWithStore, pinClockToFixtureSession } from '../testing/quiz-fixtures';
import { aPapersReview } from '../testing/review-fixtures';
import { SessionReviewView } from './SessionReviewView';

const practice = (overrides: Partial<Review> = {}) => aPapersReview({ mode: 'tutor', papers: null, timeLimitMs: null, ...overrides });

function renderReview(review: Review = aPapersReview(), routes: Parameters<typeof quizServer>[1] = {}) {
  const { http, fetch } = quizServer('tutor', routes);
  const store = makeStore({ http, trpc: quizTrpc().client });
  return { fetch, ...renderWithStore(store, <SessionReviewView review={review} endReason={null} />, '/s/sess-1/review', '/s/:sessionId/review') };
}

describe('SessionReviewView', () => {
  beforeEach(() => pinClockToFixtureSession());
  afterEach(() => vi.useRealTimers());

  it('shows the score as marks of the marks available, the time and the marks by topic', () => {
    renderReview();
    expect(screen.getByRole('heading', { level: 1, name: 'Your results' })).toHaveFocus();
    expect(screen.getByLabelText('Score 26 of 35 marks, 74 percent')).toHaveTextContent('26/35 (74%)');
    expect(screen.getByText('3 of 4 answered · 1 with full marks')).toBeVisible();
    expect(screen.getByText('50:00')).toBeVisible();
    const topics = within(screen.getByRole('list', { name: 'Score by topic' })).getAllByRole('listitem');
    expect(topics.map((row) => row.textContent)).toEqual(['Cardiology2/3 (67%)', 'Professional dilemmas24/32 (75%)']);
  });

  it('groups a mock’s questions under the heading of each paper, numbered through the mock', () => {
    renderReview();
    const papers = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(papers).toEqual(['Paper 1: Professional Dilemmas', 'Paper 2: Clinical Problem Solving']);
    const second = screen.getByRole('region', { name: 'Paper 2: Clinical Problem Solving' });
    expect(within(second).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Question 3', 'Question 4']);
    expect(within(second).getByText(/Not answered — the answer is A · 0 of 1 mark/)).toBeVisible();
    expect(within(second).getByText('2 of 3 marks (67%)')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Paper 1: Professional Dilemmas' })).getByText('24 of 32 marks (75%)')).toBeVisible();
  });

  it('lists the questions of a practice session without paper headings', () => {
    renderReview(practice());
    expect(screen.queryByRole('heading', { name: /^Paper / })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4']);
  });

  it('shows each question’s marks part by part, its images with their alt text and caption, and its references', () => {
    renderReview();
    const ranking = screen.getByRole('article', { name: 'Question 1' });
    expect(within(ranking).getByText(/Partly correct · 16 of 20 marks/)).toBeVisible();
    expect(within(ranking).getByRole('list', { name: 'Responses in the ideal order, with explanations' })).toBeVisible();
    const sba = screen.getByRole('article', { name: 'Question 4' });
    expect(within(sba).getByRole('img', { name: 'ECG strip with ST elevation in leads II, III and aVF' })).toBeVisible();
    expect(within(sba).getByText('Figure 1: the ECG on arrival')).toBeVisible();
    expect(within(sba).getByRole('button', { name: 'Enlarge Figure 1: the ECG on arrival' })).toBeVisible();
    expect(within(sba).getByRole('link', { name: /Acute coronary syndromes — NICE \(NG185\), 2020/ })).toBeVisible();
    expect(within(sba).getByText(/^Reviewed 3 Nov 2026 · NICE NG185 \(2020\)/)).toBeVisible();
    const emq = screen.getByRole('article', { name: 'Question 3' });
    expect(within(emq).getByText('Theme: Causes of chest pain')).toBeVisible();
    expect(within(emq).getByText(/Full marks · 2 of 2 marks/)).toBeVisible();
  });

  it("says which answers were marked as a guess ('I guessed' as they were saved), and no others", () => {
    const review = aPapersReview();
    renderReview({ ...review, questions: review.questions.map((q) => (q.id === 'e1' ? { ...q, guessed: true } : q)) });
    const guessed = screen.getByRole('article', { name: 'Question 3' });
    expect(within(guessed).getByText('You marked this as a guess.')).toBeVisible();
    expect(screen.getAllByText('You marked this as a guess.')).toHaveLength(1);
  });

  it('shows only the questions below full marks when asked', async () => {
    const user = userEvent.setup();
    renderReview();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await user.click(screen.getByRole('checkbox', { name: 'Show incorrect only' }));
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { name: /^Question/ }).textContent)).toEqual(['Question 1', 'Question 2', 'Question 4']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 4 questions.');
    expect(within(screen.getByRole('region', { name: 'Paper 2: Clinical Problem Solving' })).getByText('2 of 3 marks (67%)')).toBeVisible();
  });

  it('says the time ran out and shows the time against the limit', () => {
    renderReview(practice({ mode: 'timed', timeLimitMs: 180_000, timeSpentMs: 180_000 }));
    expect(screen.getByText('Time is up: this session has ended.')).toBeVisible();
    expect(screen.getByLabelText('Time spent 3 minutes of 3 minutes')).toHaveTextContent('03:00 of 03:00');
  });

  it('draws the clock beside "Time is up" as an icon, not an emoji that shows as a box without an emoji font', () => {
    renderReview(practice({ mode: 'timed', timeLimitMs: 180_000, timeSpentMs: 180_000 }));
    const notice = screen.getByText('Time is up: this session has ended.');
    expect(notice.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(notice.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('starts a tutor session of this session’s answers below full marks', async () => {
    const user = userEvent.setup();
    const { fetch, router } = renderReview(aPapersReview(), { 'POST /api/r/s/init': () => json(201, aSessionWire('tutor', { id: 'sess-2', filter: 'incorrect' })) });
    await user.click(screen.getByRole('button', { name: 'Practise incorrect questions' }));
    await screen.findByText('Player page');
    expect(router.state.location.pathname).toBe('/s/sess-2');
    const init = fetch.mock.calls.find(([url]) => url === '/api/r/s/init')!;
    expect(JSON.parse(String(init[1]!.body))).toEqual({ exam: 'msra', mode: 'tutor', filter: 'incorrect', fromSession: 'sess-1', count: 2 });
  });

  it('links back to the dashboard', () => {
    renderReview();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  // axe walks the whole page: on a loaded two-core machine that can take longer than the default 5 s.
  it('is accessible with papers', { timeout: 30_000 }, async () => {
    const { container } = renderReview();
    expect(await axeViolations(container)).toEqual([]);
  });
});
