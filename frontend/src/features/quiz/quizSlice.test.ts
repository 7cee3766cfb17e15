import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@medprep/shared';
import { json } from '../../test/fake-http';
import { baseApi, selectWithApi } from '../../app/api/base-api';
import type { AppStore } from '../../app/store';
import { quizApi } from './api';
import { endSession, loadSession, submitAnswer, syncClock, toggleFlag } from './quiz-flow';
import { selectAnsweredIds, selectCurrentFeedback, selectCurrentQuestion, selectPalette } from './quiz-selectors';
import {
  movedNext,
  movedPrevious,
  movedTo,
  optionRestored,
  optionSelected,
  optionStruckOut,
  selectAnsweredCount,
  selectCurrentIndex,
  selectCurrentProgress,
  selectEndReason,
  selectPlayerPhase,
  selectQuizClock,
  selectSessionCompleted,
  selectTimeUp,
} from './quizSlice';

/** The review the server sent for the fixture session, from the cache. */
const reviewOf = (store: AppStore) => selectWithApi(quizApi.endpoints.review.select('sess-1'))(store.getState()).data;
import { aSavedAnswer, aSessionWire, quizServer, quizTrpc, storeWithSession, pinClockToFixtureSession } from './testing/quiz-fixtures';

describe('quizSlice', () => {
  beforeEach(() => pinClockToFixtureSession());
  afterEach(() => vi.useRealTimers());

  describe('answering in tutor mode', () => {
    it('reveals whether the answer was right, with the explanation and peers, and stays on the question', async () => {
      const { http, fetch } = quizServer('tutor');
      const store = storeWithSession(http, quizTrpc().client, 'tutor');

      store.dispatch(optionSelected('A'));
      await store.dispatch(submitAnswer());

      const sent = JSON.parse(String(fetch.mock.calls.find(([url]) => url === '/api/r/s/qa')![1]!.body)) as Record<string, unknown>;
      expect(sent).toMatchObject({ sessionId: 'sess-1', questionId: 'q1', response: { choice: 'A' } });
      expect(sent).not.toHaveProperty('answer');
      expect(typeof sent.timeMs).toBe('number');
      const progress = selectCurrentProgress(store.getState())!;
      expect(progress.phase).toBe('answered');
      const feedback = selectCurrentFeedback(store.getState());
      expect(feedback).toMatchObject({ correct: true, score: 1, maxScore: 1, response: { choice: 'A' }, mark: { type: 'sba', parts: [{ given: 'A', expected: 'A' }] } });
      expect(feedback?.item).toMatchObject({ type: 'sba', answer: 'A', explanation: 'Aspirin 300 mg reduces mortality in acute coronary syndrome.' });
      expect(feedback?.peer).toMatchObject({ type: 'sba', attempts: 120 });
      expect(selectCurrentIndex(store.getState())).toBe(0);
      expect(selectAnsweredCount(store.getState())).toBe(1);
    });

    it('does not submit without a chosen option, nor twice', async () => {
      const { http, fetch } = quizServer('tutor');
      const store = storeWithSession(http, quizTrpc().client, 'tutor');
      await store.dispatch(submitAnswer());
      expect(fetch).not.toHaveBeenCalled();

      store.dispatch(optionSelected('B'));
      await store.dispatch(submitAnswer());
      store.dispatch(optionSelected('C'));
      await store.dispatch(submitAnswer());
      expect(fetch.mock.calls.filter(([url]) => url === '/api/r/s/qa')).toHaveLength(1);
      expect(selectCurrentProgress(store.getState())!.saved).toEqual({ choice: 'B' });
    });
  });

  describe('answering in timed mode', () => {
    it('saves the answer, reveals nothing and moves on to the next question', async () => {
      const { http } = quizServer('timed');
      const store = storeWithSession(http, quizTrpc().client, 'timed');

      store.dispatch(optionSelected('C'));
      await store.dispatch(submitAnswer());

      expect(selectCurrentIndex(store.getState())).toBe(1);
      expect(selectAnsweredIds(store.getState())).toEqual(['q1']);
      expect(selectPalette(store.getState())[0]).toMatchObject({ answered: true, correct: null });
      expect(selectPalette(store.getState())[0]).not.toHaveProperty('feedback');
      store.dispatch(movedTo(0));
      expect(selectCurrentProgress(store.getState())).toMatchObject({ phase: 'answered', saved: { choice: 'C' } });
      expect(selectCurrentFeedback(store.getState())).toBeNull();
    });

    it('ends the session and shows the review once the last question is answered', async () => {
      const { http } = quizServer('timed');
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      for (const letter of ['A', 'B', 'C'] as const) {
        store.dispatch(optionSelected(letter));
        await store.dispatch(submitAnswer());
      }
      expect(selectPlayerPhase(store.getState())).toBe('ended');
      expect(reviewOf(store)?.score.correct).toBe(2);
    });

    it("ends with 'Time is up' when the server refuses a late answer", async () => {
      const { http } = quizServer('timed', {
        'POST /api/r/s/qa': () => json(409, { statusCode: 409, code: 'TIME_UP', message: Messages.practice.timeUp }),
      });
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      store.dispatch(optionSelected('A'));
      await store.dispatch(submitAnswer());
      expect(selectTimeUp(store.getState())).toBe(true);
      expect(selectPlayerPhase(store.getState())).toBe('ended');
      expect(selectEndReason(store.getState())).toBe('timeUp');
      expect(reviewOf(store)).toBeDefined();
    });

    it('keeps the choice open with the server message when an answer fails', async () => {
      const { http } = quizServer('timed', { 'POST /api/r/s/qa': () => json(500, { statusCode: 500, message: Messages.http.internal }) });
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      store.dispatch(optionSelected('A'));
      await store.dispatch(submitAnswer());
      expect(selectCurrentProgress(store.getState())).toMatchObject({ phase: 'open', draft: { type: 'sba', choice: 'A' }, error: Messages.http.internal });
    });
  });

  describe('strike-out and flags', () => {
    it('strikes out an option so that it cannot be chosen until restored', () => {
      const { http } = quizServer();
      const store = storeWithSession(http, quizTrpc().client);
      store.dispatch(optionSelected('B'));
      store.dispatch(optionStruckOut('B'));
      expect(selectCurrentProgress(store.getState())).toMatchObject({ struck: ['B'], draft: { type: 'sba', choice: null } });

      store.dispatch(optionSelected('B'));
      expect(selectCurrentProgress(store.getState())!.draft).toEqual({ type: 'sba', choice: null });

      store.dispatch(optionRestored('B'));
      store.dispatch(optionSelected('B'));
      expect(selectCurrentProgress(store.getState())).toMatchObject({ struck: [], draft: { type: 'sba', choice: 'B' } });
    });

    it('flags and unflags a question, and puts the flag back when the server refuses', async () => {
      const trpc = quizTrpc();
      const { http } = quizServer();
      const store = storeWithSession(http, trpc.client);
      await store.dispatch(toggleFlag('q1'));
      expect(trpc.flag).toHaveBeenCalledWith({ questionId: 'q1' });
      expect(selectPalette(store.getState())[0].flagged).toBe(true);

      await store.dispatch(toggleFlag('q1'));
      expect(trpc.unflag).toHaveBeenCalledWith({ questionId: 'q1' });
      expect(selectPalette(store.getState())[0].flagged).toBe(false);

      trpc.flag.mockRejectedValueOnce(new Error('We could not find that question.'));
      await store.dispatch(toggleFlag('q1'));
      expect(selectPalette(store.getState())[0].flagged).toBe(false);
      expect(selectCurrentProgress(store.getState())!.error).toBe('We could not find that question.');
    });
  });

  describe('flags while the server works', () => {
    it('shows the flag at once, takes no second change to it until the server has answered, and puts it back on refusal', async () => {
      const trpc = quizTrpc();
      let refuse: (error: Error) => void = () => undefined;
      trpc.flag.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)));
      const { http } = quizServer();
      const store = storeWithSession(http, trpc.client);

      const flagging = store.dispatch(toggleFlag('q1'));
      expect(selectPalette(store.getState())[0].flagged).toBe(true);
      await store.dispatch(toggleFlag('q1'));
      expect(trpc.unflag).not.toHaveBeenCalled();

      refuse(new Error('We could not find that question.'));
      await flagging;
      expect(selectPalette(store.getState())[0].flagged).toBe(false);
    });
  });

  describe('navigation', () => {
    it('moves next and previous within the session, and jumps from the palette', () => {
      const { http } = quizServer();
      const store = storeWithSession(http, quizTrpc().client);
      store.dispatch(movedPrevious());
      expect(selectCurrentIndex(store.getState())).toBe(0);
      store.dispatch(movedNext());
      store.dispatch(movedNext());
      store.dispatch(movedNext());
      expect(selectCurrentIndex(store.getState())).toBe(2);
      expect(selectCurrentQuestion(store.getState())!.id).toBe('q3');
      expect(selectPalette(store.getState()).map((entry) => entry.current)).toEqual([false, false, true]);
      store.dispatch(movedTo(0));
      expect(selectCurrentIndex(store.getState())).toBe(0);
    });

    it('keeps each question’s choice and strike-outs when moving away and back', () => {
      const { http } = quizServer();
      const store = storeWithSession(http, quizTrpc().client);
      store.dispatch(optionSelected('D'));
      store.dispatch(optionStruckOut('E'));
      store.dispatch(movedNext());
      expect(selectCurrentProgress(store.getState())).toMatchObject({ draft: { type: 'sba', choice: null }, struck: [] });
      store.dispatch(movedPrevious());
      expect(selectCurrentProgress(store.getState())).toMatchObject({ draft: { type: 'sba', choice: 'D' }, struck: ['E'] });
    });
  });

  describe('resuming', () => {
    it('restores answers already given and opens at the first unanswered question', async () => {
      const { http } = quizServer('tutor', {
        'GET /api/r/s/sess-1': () => json(200, aSessionWire('tutor', { answers: [aSavedAnswer('tutor', 'q1', { choice: 'B' })] })),
      });
      const store = storeWithSession(http, quizTrpc().client);
      store.dispatch(movedTo(2));
      await store.dispatch(loadSession('other'));
      await store.dispatch(loadSession('sess-1'));
      expect(selectCurrentIndex(store.getState())).toBe(1);
      expect(selectPalette(store.getState())[0]).toMatchObject({ answered: true });
      expect(selectPalette(store.getState())[2]).toMatchObject({ flagged: true });
      expect(selectSessionCompleted(store.getState())).toBe(false);
    });
  });

  describe('the clock', () => {
    it('takes the server’s remaining time as authoritative, and ends the session when the server says so', async () => {
      const { http } = quizServer('timed', {
        'POST /api/r/s/st': () => json(200, { sessionId: 'sess-1', elapsedMs: 180_000, remainingMs: 0, ended: true, driftMs: -170_000 }),
      });
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      await store.dispatch(syncClock());
      expect(selectQuizClock(store.getState())!.serverEnded).toBe(true);
      expect(selectTimeUp(store.getState())).toBe(true);
      expect(selectPlayerPhase(store.getState())).toBe('ended');
    });

    it('ends once even when asked twice', async () => {
      const { http, fetch } = quizServer('timed');
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      await Promise.all([store.dispatch(endSession('user')), store.dispatch(endSession('user'))]);
      expect(fetch.mock.calls.filter(([url]) => url === '/api/r/s/end')).toHaveLength(1);
    });
  });
  describe('what ending a session makes stale', () => {
    it('reads again what can be practised and the dashboard once the session has ended', async () => {
      const trpc = quizTrpc();
      const { http } = quizServer('timed');
      const store = storeWithSession(http, trpc.client, 'timed');
      let dashboardReads = 0;
      const probe = baseApi.injectEndpoints({
        endpoints: (build) => ({ overviewProbe: build.query<number, void>({ queryFn: () => ({ data: ++dashboardReads }), providesTags: ['Overview'] }) }),
        overrideExisting: true,
      });
      const availability = store.dispatch(quizApi.endpoints.availability.initiate('msra'));
      const dashboard = store.dispatch(probe.endpoints.overviewProbe.initiate());
      await Promise.all([availability, dashboard]);

      await store.dispatch(endSession('user'));

      await vi.waitFor(() => expect(trpc.available).toHaveBeenCalledTimes(2));
      await vi.waitFor(() => expect(dashboardReads).toBe(2));
      availability.unsubscribe();
      dashboard.unsubscribe();
    });
  });
});
