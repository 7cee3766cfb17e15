import { selectWithApi } from '../../app/api/base-api';
import type { ItemResponse } from '@medprep/shared';
import type { ApiError } from '../../app/api/api-error';
import type { AppDispatch, RootState } from '../../app/store';
import { createAppAsyncThunk } from '../../app/create-app-thunk';
import { endKey, quizApi, type EndReason } from './api';
import { selectPlayedSession } from './quiz-selectors';
import { clockAt, clockSynced, hasUnsavedResponse, selectQuizState, sessionOpened, timeOnQuestion } from './quizSlice';
import { responseOf } from './response-draft';

/** How often a timed session's clock is checked against the server's. */
export const CLOCK_SYNC_INTERVAL_MS = 30_000;
const MAX_SYNC_ELAPSED_MS = 7 * 86_400_000;

/**
 * The player's steps that talk to the server, through the quiz's endpoints (./api). The player
 * (the slice) follows the answer and end requests itself; the data stays in RTK Query's cache.
 */

/** Reads a session afresh and opens it in the player (a resume, or after the server refused a second answer). */
export const loadSession = createAppAsyncThunk('quiz/loadSession', async (sessionId: string, { dispatch }) => {
  const { data } = await dispatch(quizApi.endpoints.session.initiate(sessionId, { subscribe: false, forceRefetch: true }));
  if (data) dispatch(sessionOpened(data.session));
});

/** Ends the session (idempotent on the server) and shows its review; a failure stays on the end request. */
export const endSession = createAppAsyncThunk('quiz/endSession', async (reason: EndReason, { getState, dispatch }) => {
  const { sessionId, phase } = selectQuizState(getState());
  if (!sessionId || phase !== 'active') return;
  await dispatch(quizApi.endpoints.endSession.initiate({ sessionId, reason }, { fixedCacheKey: endKey(sessionId) }));
});

/**
 * Sends the current question's response once every part is answered, with the time spent on it:
 * a first answer, or in a timed or mock paper a change to the saved one (the last one saved counts).
 */
export const submitAnswer = createAppAsyncThunk('quiz/submitAnswer', async (_: void, { getState, dispatch }) => {
  const state = selectQuizState(getState());
  const session = selectPlayedSession(getState())?.session;
  const questionId = state.questionIds[state.currentIndex];
  const progress = questionId ? state.progress[questionId] : undefined;
  const response = progress ? responseOf(progress.draft) : null;
  if (state.phase !== 'active' || !session || !questionId || !progress || !response || !hasUnsavedResponse(progress, state.mode)) return;

  await send(dispatch, session, {
    sessionId: session.id,
    questionId,
    response,
    timeMs: timeOnQuestion(progress, state.shownAt, Date.now()),
    // Sent when ticked, or to untick a guess a paper holds.
    ...(progress.guessed || progress.savedGuessed ? { guessed: progress.guessed } : {}),
  });
});

/** One answer to the server, and what the player does with the server's refusal. */
async function send(dispatch: AppDispatch, session: { id: string; mode: string }, body: { sessionId: string; questionId: string; response: ItemResponse; timeMs: number; guessed?: boolean }) {
  const request = dispatch(quizApi.endpoints.answer.initiate(body));
  try {
    const result = await request.unwrap();
    // A tutor session shows the last explanation first; the others go straight to the review.
    if (result.sessionEnded && session.mode !== 'tutor') await dispatch(endSession('completed'));
  } catch (error) {
    const { code } = error as ApiError;
    if (code === 'TIME_UP') await dispatch(endSession('timeUp'));
    else if (code === 'SESSION_ENDED' || code === 'ANSWERS_CLOSED') await dispatch(endSession('ended'));
    else if (code === 'ALREADY_ANSWERED') await dispatch(loadSession(session.id));
  } finally {
    request.reset();
  }
}

/** The flush under way: one asked for meanwhile runs after it, so that no answer goes twice at once. */
let flushing: Promise<void> = Promise.resolve();

/**
 * Sends again the answers the server has not acknowledged (after a lost connection, or kept from an
 * earlier visit), oldest first; the played session's through the player's own path. One flush at a
 * time: the player's opening, the connection's return and the kept answers' restore may each ask.
 */
export const flushOutbox = createAppAsyncThunk('quiz/flushOutbox', (_: void, { getState, dispatch }) => {
  const run = flushing.then(() => sendOutbox(getState, dispatch));
  flushing = run.catch(() => undefined);
  return run;
});

async function sendOutbox(getState: () => RootState, dispatch: AppDispatch) {
  const { outbox } = selectQuizState(getState());
  const played = selectPlayedSession(getState())?.session;
  for (const entry of [...outbox].sort((a, b) => a.queuedAt - b.queuedAt)) {
    const body = { sessionId: entry.sessionId, questionId: entry.questionId, response: entry.response, timeMs: entry.timeMs, guessed: entry.guessed };
    if (played && played.id === entry.sessionId) {
      if (selectQuizState(getState()).phase !== 'active') continue;
      await send(dispatch, played, body);
    } else {
      const request = dispatch(quizApi.endpoints.answer.initiate(body));
      await request.unwrap().catch(() => undefined);
      request.reset();
    }
  }
}

/** Checks the clock with the server (authoritative); ends the session when the server says it has ended. */
export const syncClock = createAppAsyncThunk('quiz/syncClock', async (_: void, { getState, dispatch }) => {
  const { sessionId, phase, clock } = selectQuizState(getState());
  const session = selectPlayedSession(getState())?.session;
  if (phase !== 'active' || !sessionId || !session || !clock) return;
  const elapsedMs = Math.min(MAX_SYNC_ELAPSED_MS, Math.round(clockAt(clock, Date.now()).elapsedMs));
  const request = dispatch(quizApi.endpoints.syncTime.initiate({ sessionId, elapsedMs }));
  try {
    const reading = await request.unwrap();
    if (selectQuizState(getState()).sessionId !== sessionId) return;
    dispatch(clockSynced({ elapsedMs: reading.elapsedMs, remainingMs: reading.remainingMs, ended: reading.ended }));
    if (reading.ended) await dispatch(endSession(session.timeLimitMs !== null && reading.remainingMs === 0 ? 'timeUp' : 'ended'));
  } catch {
    // The local clock keeps counting; the next sync tries again, and the server refuses late answers.
  } finally {
    request.reset();
  }
});

const flagKey = (sessionId: string, questionId: string) => `quiz-flag:${sessionId}:${questionId}`;

/** Flags or unflags a question (shown at once); one change per question at a time. */
export const toggleFlag = createAppAsyncThunk('quiz/toggleFlag', async (questionId: string, { getState, dispatch }) => {
  const played = selectPlayedSession(getState());
  const question = played?.session.questions.find((q) => q.id === questionId);
  if (!played || !question) return;
  const fixedCacheKey = flagKey(played.session.id, questionId);
  if (selectWithApi(quizApi.endpoints.setFlag.select({ fixedCacheKey, requestId: undefined }))(getState()).isLoading) return;
  const request = dispatch(quizApi.endpoints.setFlag.initiate({ sessionId: played.session.id, questionId, flagged: !question.flagged }, { fixedCacheKey }));
  await request;
  request.reset();
});
