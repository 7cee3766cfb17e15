import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemResponse } from '@medprep/shared';
import { json } from '../../test/fake-http';
import { flushOutbox, loadSession, submitAnswer } from './quiz-flow';
import { keptOutboxEntries } from './outbox-entry';
import { selectPalette } from './quiz-selectors';
import {
  guessToggled,
  hasUnsavedResponse,
  movedTo,
  optionSelected,
  responsesReordered,
  responseToggled,
  statementMarked,
  valueTyped,
  restoreOutbox, selectCurrentIndex, selectCurrentProgress, selectOutbox, selectPlayerPhase, selectQuizProgress } from './quizSlice';
import { aSavedAnswer, aSessionWire, anAnswerResult, pinClockToFixtureSession, quizServer, quizTrpc, storeWithSession, typedQuestions } from './testing/quiz-fixtures';

const sentAnswers = (fetch: ReturnType<typeof quizServer>['fetch']) =>
  fetch.mock.calls.filter(([url]) => url === '/api/r/s/qa').map(([, init]) => (JSON.parse(String(init!.body)) as { questionId: string; response: ItemResponse }));

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

    it("saves 'I guessed' ticked or unticked on a saved answer as a change, with the same response", async () => {
      const { http, fetch } = quizServer('timed');
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      store.dispatch(optionSelected('C'));
      store.dispatch(guessToggled());
      await store.dispatch(submitAnswer());
      store.dispatch(movedTo(0));
      expect(hasUnsavedResponse(selectCurrentProgress(store.getState())!, 'timed')).toBe(false);

      store.dispatch(guessToggled());
      expect(hasUnsavedResponse(selectCurrentProgress(store.getState())!, 'timed')).toBe(true);
      await store.dispatch(submitAnswer());
      expect(selectCurrentProgress(store.getState())).toMatchObject({ phase: 'answered', guessed: false, savedGuessed: false });
      expect(sentAnswers(fetch)).toEqual([
        expect.objectContaining({ questionId: 'q1', response: { choice: 'C' }, guessed: true }),
        expect.objectContaining({ questionId: 'q1', response: { choice: 'C' }, guessed: false }),
      ]);
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
        restoreOutbox(
          keptOutboxEntries([
            { sessionId: 'sess-1', questionId: 'q2', response: { choice: 'E' }, timeMs: 4000, queuedAt: 1 },
            { sessionId: 'sess-1', questionId: 'q3', response: { guess: 'Z' }, timeMs: 1, queuedAt: 2 },
            'junk',
          ]),
        ),
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
    it("shows a kept answer's 'I guessed' as it was ticked, over the saved answer's", async () => {
      const answers = [aSavedAnswer('timed', 'q2', { choice: 'B' })];
      const { http } = quizServer('timed', { 'GET /api/r/s/sess-1': () => json(200, aSessionWire('timed', { answers })) });
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      store.dispatch(restoreOutbox([{ sessionId: 'sess-1', questionId: 'q2', response: { choice: 'E' }, timeMs: 4000, guessed: true, queuedAt: 1 }]));
      await store.dispatch(loadSession('sess-1'));
      store.dispatch(movedTo(1));
      expect(selectCurrentProgress(store.getState())).toMatchObject({ draft: { type: 'sba', choice: 'E' }, guessed: true, savedGuessed: false });
    });
  });

  describe('items of every type', () => {
    const typedStore = (mode: 'tutor' | 'timed', ids: string[], extra = {}) => {
      const server = quizServer(mode, extra, ids.length);
      return { ...server, store: storeWithSession(server.http, quizTrpc().client, mode, typedQuestions(ids)) };
    };

    it('sends nothing until every statement is marked, then the marks in statement order', async () => {
      const { fetch, store } = typedStore('timed', ['mtf1', 'num1']);
      store.dispatch(statementMarked({ index: 2, mark: false }));
      store.dispatch(statementMarked({ index: 0, mark: true }));
      await store.dispatch(submitAnswer());
      expect(sentAnswers(fetch)).toEqual([]);
      store.dispatch(statementMarked({ index: 1, mark: true }));
      await store.dispatch(submitAnswer());
      expect(sentAnswers(fetch).map((a) => a.response)).toEqual([{ marks: [true, true, false] }]);
    });

    it('lets no more than three responses be chosen, and takes another once one is unticked', async () => {
      const { fetch, store } = typedStore('tutor', ['choose1']);
      for (const key of ['A', 'C', 'E', 'G'] as const) store.dispatch(responseToggled(key));
      expect(selectCurrentProgress(store.getState())!.draft).toEqual({ type: 'choose', choices: ['A', 'C', 'E'], picks: 3 });
      store.dispatch(responseToggled('C'));
      store.dispatch(responseToggled('G'));
      await store.dispatch(submitAnswer());
      expect(sentAnswers(fetch)[0].response).toEqual({ choices: ['A', 'E', 'G'] });
      // Tutor mode: the answer stands.
      store.dispatch(responseToggled('A'));
      expect(selectCurrentProgress(store.getState())).toMatchObject({ phase: 'answered', saved: { choices: ['A', 'E', 'G'] }, draft: { choices: ['A', 'E', 'G'] } });
    });

    it('takes a new ranking only when it holds the same responses, each once', () => {
      const { store } = typedStore('timed', ['rank1']);
      store.dispatch(responsesReordered(['A', 'A', 'B', 'C', 'D']));
      store.dispatch(responsesReordered(['A', 'B', 'C', 'D']));
      store.dispatch(responsesReordered(['A', 'B', 'C', 'D', 'F']));
      expect(selectCurrentProgress(store.getState())!.draft).toEqual({ type: 'ranking', order: ['A', 'B', 'C', 'D', 'E'] });
      store.dispatch(responsesReordered(['E', 'D', 'C', 'B', 'A']));
      expect(selectCurrentProgress(store.getState())!.draft).toEqual({ type: 'ranking', order: ['E', 'D', 'C', 'B', 'A'] });
    });

    it("ignores another type's actions (a letter key on a true/false item)", () => {
      const { store } = typedStore('timed', ['mtf1']);
      store.dispatch(optionSelected('A'));
      store.dispatch(valueTyped('12'));
      expect(selectCurrentProgress(store.getState())!.draft).toEqual({ type: 'mtf', marks: [null, null, null] });
    });

    it('sends a numeric value once it is a number, and keeps the text typed while moving away', async () => {
      const { fetch, store } = typedStore('timed', ['num1', 'mtf1']);
      store.dispatch(valueTyped('35O'));
      await store.dispatch(submitAnswer());
      expect(sentAnswers(fetch)).toEqual([]);
      store.dispatch(movedTo(1));
      store.dispatch(movedTo(0));
      expect(selectCurrentProgress(store.getState())!.draft).toEqual({ type: 'numeric', text: '35O' });
      store.dispatch(valueTyped('350'));
      await store.dispatch(submitAnswer());
      expect(sentAnswers(fetch)[0].response).toEqual({ value: 350 });
      expect(selectQuizProgress(store.getState()).num1).toMatchObject({ phase: 'answered', saved: { value: 350 } });
    });

    it('keeps a ranking that did not reach the server in the outbox and sends it again, and resumes the saved order', async () => {
      let online = false;
      let answered = 0;
      const { fetch, store } = typedStore('timed', ['rank1', 'mtf1'], {
        'POST /api/r/s/qa': ({ body }: { body: unknown }) => {
          if (!online) throw new TypeError('Failed to fetch');
          const { questionId, response } = body as { questionId: string; response: ItemResponse };
          return json(200, anAnswerResult('timed', questionId, response, ++answered, 2));
        },
      });
      store.dispatch(responsesReordered(['C', 'A', 'E', 'B', 'D']));
      await store.dispatch(submitAnswer());
      expect(selectOutbox(store.getState())).toEqual([
        { sessionId: 'sess-1', questionId: 'rank1', response: { order: ['C', 'A', 'E', 'B', 'D'] }, timeMs: expect.any(Number), queuedAt: expect.any(Number) },
      ]);

      online = true;
      await store.dispatch(flushOutbox());
      expect(selectOutbox(store.getState())).toEqual([]);
      expect(sentAnswers(fetch).map((a) => a.response)).toEqual([{ order: ['C', 'A', 'E', 'B', 'D'] }, { order: ['C', 'A', 'E', 'B', 'D'] }]);
      expect(selectQuizProgress(store.getState()).rank1).toMatchObject({ phase: 'answered', draft: { type: 'ranking', order: ['C', 'A', 'E', 'B', 'D'] } });
    });
  });
});
