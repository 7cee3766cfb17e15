import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store';
import { json } from '../../test/fake-http';
import { aSavedAnswer, aSessionWire, typedQuestions, quizServer, quizTrpc, renderWithStore, pinClockToFixtureSession } from '../../features/quiz/testing/quiz-fixtures';
import { SessionPlayerPage } from './SessionPlayerPage';

function renderPage(session: ReturnType<typeof aSessionWire>) {
  const { http } = quizServer(session.mode, { 'GET /api/r/s/sess-1': () => json(200, session) });
  const store = makeStore({ http, trpc: quizTrpc().client });
  return renderWithStore(store, <SessionPlayerPage />, '/s/sess-1', '/s/:sessionId');
}

describe('SessionPlayerPage', () => {
  beforeEach(() => pinClockToFixtureSession());
  afterEach(() => vi.useRealTimers());

  it('resumes a session after a reload: answers given show as answered, the first open question opens', async () => {
    renderPage(aSessionWire('timed', { answers: [aSavedAnswer('timed', 'q1', { choice: 'B' })] }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
    expect(screen.getByText('Timed practice · 1 of 3 answered')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 3, not answered, flagged' })).toBeVisible();
  });

  it('resumes a session of other item types: a saved ranking shows in its saved order, open to change in a timed paper', async () => {
    const user = userEvent.setup();
    renderPage(aSessionWire('timed', { ...typedQuestions(['rank1', 'mtf1']), answers: [aSavedAnswer('timed', 'rank1', { order: ['C', 'A', 'E', 'B', 'D'] })] }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    expect(screen.getByText('3 statements left to mark.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Question 1, answered' }));
    const order = await screen.findByRole('list', { name: 'Your order, most appropriate first' });
    expect(within(order).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ignore it'),
      expect.stringContaining('Speak to the colleague privately'),
      expect.stringContaining('Document it in the notes'),
      expect.stringContaining('Tell the consultant at once'),
      expect.stringContaining('Inform the ward sister'),
    ]);
    expect(screen.getByText(/Saved: C, A, E, B, D/)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Move up: Speak to the colleague privately' })).toBeVisible();
  });

  it('goes to the review when the session has already ended', async () => {
    renderPage(aSessionWire('timed', { endedAt: '2026-11-21T09:03:00.000Z' }));
    expect(await screen.findByText('Review page')).toBeVisible();
  });

  it('says so when the session cannot be found', async () => {
    const { http } = quizServer('tutor', { 'GET /api/r/s/sess-1': () => json(404, { statusCode: 404, code: 'SESSION_NOT_FOUND', message: 'We could not find that session.' }) });
    renderWithStore(makeStore({ http, trpc: quizTrpc().client }), <SessionPlayerPage />, '/s/sess-1', '/s/:sessionId');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that session.');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
  });
});
