import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OptionLetter } from '@medprep/shared';
import { json } from '../../test/fake-http';
import { flushOutbox, loadSession, submitAnswer } from './quiz-flow';
import { selectPalette } from './quiz-selectors';
import { movedTo, optionSelected, restoreOutbox, selectCurrentIndex, selectCurrentProgress, selectOutbox, selectPlayerPhase, selectQuizProgress } from './quizSlice';
import { aSavedAnswer, aSessionWire, anAnswerResult, pinClockToFixtureSession, quizServer, quizTrpc, storeWithSession } from './testing/quiz-fixtures';

const sentAnswers = (fetch: ReturnType<typeof quizServer>['fetch']) =>
  fetch.mock.calls.filter(([url]) => url === '/api/r/s/qa').map(([, init]) => (JSON.parse(String(init!.body)) as { questionId: string; answer: OptionLetter }));

describe('answers in the player', () => {
  beforeEach(() => pinClockToFixtureSession());
  afterEach(() => vi.useRealTimers());

  describe('a timed paper takes changes until it ends', () => {
    it('lets an answered question be chosen again and saves the change, staying on the question', async () => {
      const { http, fetch } = quizServer('timed');
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      store.dispatch(optionSelected('C'));
      await store.dispatch(submitAnswer());
      expect(selectCurrentIndex(store.getState())).toBe(1);

      store.dispatch(movedTo(0));
      store.dispatch(optionSelected('A'));
      expect(selectCurrentProgress(store.getState())).toMatchObject({ phase: 'answered', saved: { choice: 'C' }, draft: { type: 'sba', choice: 'A' } });
      await store.dispatch(submitAnswer());
      expect(selectCurrentProgress(store.getState())).toMatchObject({ phase: 'answered', saved: { choice: 'A' }, draft: { type: 'sba', choice: 'A' }, error: null });
      expect(selectCurrentIndex(store.getState())).toBe(0);
      expect(sentAnswers(fetch)).toEqual([
        expect.objectContaining({ questionId: 'q1', response: { choice: 'C' } }),
        expect.objectContaining({ questionId: 'q1', response: { choice: 'A' } }),
      ]);
      // The palette says answered, never right or wrong, while the paper runs.
      expect(selectPalette(store.getState())[0]).toMatchObject({ answered: true, correct: null });
      // Nothing to send when the choice is the saved one.
      await store.dispatch(submitAnswer());
      expect(sentAnswers(fetch)).toHaveLength(2);
    });

    it('ends the session when the server says the paper has ended and answers are closed', async () => {
      const { http } = quizServer('timed', {
        'POST /api/r/s/qa': () => json(409, { statusCode: 409, code: 'ANSWERS_CLOSED', message: 'This paper has ended: answers can no longer be changed.' }),
      });
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      store.dispatch(optionSelected('B'));
      await store.dispatch(submitAnswer());
      expect(selectPlayerPhase(store.getState())).toBe('ended');
      expect(selectOutbox(store.getState())).toEqual([]);
    });
  });

  it('keeps tutor mode to one answer: an answered question cannot be chosen again', async () => {
    const { http, fetch } = quizServer('tutor');
    const store = storeWithSession(http, quizTrpc().client, 'tutor');
    store.dispatch(optionSelected('A'));
    await store.dispatch(submitAnswer());
    store.dispatch(optionSelected('B'));
    await store.dispatch(submitAnswer());
    expect(selectCurrentProgress(store.getState())).toMatchObject({ saved: { choice: 'A' }, draft: { type: 'sba', choice: 'A' } });
    expect(sentAnswers(fetch)).toHaveLength(1);
  });

  it('shows ✓ and ✗ in the palette of a tutor session read again after a reload', async () => {
    const answers = [aSavedAnswer('tutor', 'q1', { choice: 'A' }), aSavedAnswer('tutor', 'q2', { choice: 'B' })];
    const { http } = quizServer('tutor', { 'GET /api/r/s/sess-1': () => json(200, aSessionWire('tutor', { answers })) });
    const store = storeWithSession(http, quizTrpc().client, 'tutor');
    await store.dispatch(loadSession('sess-1'));
    expect(selectPalette(store.getState()).map((entry) => entry.correct)).toEqual([true, false, null]);
  });

  describe('the outbox of answers not yet acknowledged', () => {
    it('keeps an answer that did not reach the server and sends it again, then empties', async () => {
      let online = false;
      let answered = 0;
      const { http, fetch } = quizServer('timed', {
        'POST /api/r/s/qa': ({ body }) => {
          if (!online) throw new TypeError('Failed to fetch');
          const { questionId, response } = body as { questionId: string; response: ItemResponse };
          return json(200, anAnswerResult('timed', questionId, response, ++answered));
        },
      });
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      store.dispatch(optionSelected('D'));
      await store.dispatch(submitAnswer());
      expect(selectOutbox(store.getState())).toEqual([{ sessionId: 'sess-1', questionId: 'q1', response: { choice: 'D' }, timeMs: expect.any(Number), queuedAt: expect.any(Number) }]);
      expect(selectCurrentProgress(store.getState())).toMatchObject({ phase: 'open', draft: { type: 'sba', choice: 'D' } });

      online = true;
      await store.dispatch(flushOutbox());
      expect(selectOutbox(store.getState())).toEqual([]);
      expect(selectPalette(store.getState())[0]).toMatchObject({ answered: true });
      expect(sentAnswers(fetch).map((a) => a.response)).toEqual([{ choice: 'D' }, { choice: 'D' }]);
    });

    it('restores kept answers (dropping malformed ones), shows them chosen and sends them', async () => {
      const { http, fetch } = quizServer('timed');
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      store.dispatch(
        restoreOutbox([
          { sessionId: 'sess-1', questionId: 'q2', response: { choice: 'E' }, timeMs: 4000, queuedAt: 1 },
          { sessionId: 'sess-1', questionId: 'q3', response: { guess: 'Z' }, timeMs: 1, queuedAt: 2 },
          'junk',
        ]),
      );
      expect(selectOutbox(store.getState())).toHaveLength(1);
      await store.dispatch(loadSession('sess-1'));
      store.dispatch(movedTo(1));
      expect(selectCurrentProgress(store.getState())).toMatchObject({ draft: { type: 'sba', choice: 'E' } });

      await store.dispatch(flushOutbox());
      expect(sentAnswers(fetch)).toEqual([{ sessionId: 'sess-1', questionId: 'q2', response: { choice: 'E' }, timeMs: 4000 }]);
      expect(selectOutbox(store.getState())).toEqual([]);
      expect(selectQuizProgress(store.getState()).q2).toMatchObject({ phase: 'answered', saved: { choice: 'E' } });
    });
  });
});
