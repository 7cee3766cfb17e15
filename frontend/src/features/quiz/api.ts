import type { AnswerResult, Availability, QuizSession, SessionInitInput, SessionReview } from '@medprep/shared';
import { createAppAsyncThunk } from '../../app/create-app-thunk';
import { toQuizFailure } from './quiz-failure';
import type { QuizFailure, Sheet, SheetSummary, StoredReview, StoredSession } from './quiz-types';
import {
  answerRecorded,
  answerRejected,
  answerSubmitted,
  availabilityFailed,
  availabilityLoaded,
  availabilityRequested,
  clockAt,
  clockSynced,
  flagFailed,
  flagSaved,
  questionFlagged,
  questionUnflagged,
  reviewFailed,
  reviewLoaded,
  reviewRequested,
  selectQuizState,
  sessionEnded,
  sessionEndFailed,
  sessionEnding,
  sessionLoaded,
  sessionLoadFailed,
  sessionRequested,
  sheetChosen,
  sheetFailed,
  sheetLoaded,
  sheetsFailed,
  sheetsLoaded,
  sheetsRequested,
  startFailed,
  startRequested,
  startSettled,
  timeOnQuestion,
  type EndReason,
} from './quizSlice';

/**
 * The session lifecycle goes over the REST endpoints (init, qa, st, plus
 * end, get and review beside them) through the one HTTP client; availability, flags, reports and
 * the dashboard overview (features/dashboard) have no REST twin and go over tRPC.
 */
export const SESSION_PATHS = {
  init: '/api/r/s/init',
  answer: '/api/r/s/qa',
  syncTime: '/api/r/s/st',
  end: '/api/r/s/end',
  session: (id: string) => `/api/r/s/${encodeURIComponent(id)}`,
  review: (id: string) => `/api/r/s/${encodeURIComponent(id)}/review`,
  sheets: '/api/sheets',
  sheet: (id: string) => `/api/sheets/${encodeURIComponent(id)}`,
} as const;

/** How often a timed session's clock is checked against the server's. */
export const CLOCK_SYNC_INTERVAL_MS = 30_000;
const MAX_SYNC_ELAPSED_MS = 7 * 86_400_000;

type WireDate = string | Date;
type Wire<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? WireDate | null : WireDate };
type SessionWire = Wire<QuizSession, 'startedAt' | 'endedAt'>;
type ReviewWire = Wire<SessionReview, 'startedAt' | 'endedAt'>;

const iso = (value: WireDate) => new Date(value).toISOString();
const isoOrNull = (value: WireDate | null) => (value === null ? null : iso(value));

function sessionPayload(session: SessionWire) {
  const stored: StoredSession = {
    id: session.id,
    examId: session.examId,
    examSlug: session.examSlug,
    examTitle: session.examTitle,
    mode: session.mode,
    filter: session.filter,
    timeLimitMs: session.timeLimitMs,
    startedAt: iso(session.startedAt),
    endedAt: isoOrNull(session.endedAt),
    questionIds: session.questionIds,
  };
  return { session: stored, questions: session.questions, answers: session.answers };
}

export function toStoredReview(review: ReviewWire): StoredReview {
  return { ...review, startedAt: iso(review.startedAt), endedAt: isoOrNull(review.endedAt) };
}

// --- Starting a session (from the dashboard) ---

export const loadAvailability = createAppAsyncThunk('quiz/loadAvailability', async (exam: string, { dispatch, extra }) => {
  dispatch(availabilityRequested(exam));
  try {
    const availability: Availability = await extra.trpc.sessions.available.query({ exam });
    dispatch(availabilityLoaded({ exam, availability }));
  } catch (error) {
    dispatch(availabilityFailed({ exam, failure: toQuizFailure(error) }));
  }
});

/** Starts a session; resolves to its id, or null when the server refused (the reason is in the slice). */
export const startSession = createAppAsyncThunk('quiz/startSession', async (input: SessionInitInput, { dispatch, extra }): Promise<string | null> => {
  dispatch(startRequested(input.exam));
  try {
    const session = await extra.http.post<SessionWire>(SESSION_PATHS.init, input);
    dispatch(sessionLoaded(sessionPayload(session)));
    dispatch(startSettled());
    return session.id;
  } catch (error) {
    dispatch(startFailed({ examSlug: input.exam, failure: toQuizFailure(error) }));
    return null;
  }
});

// --- The player ---

/** Loads a session to resume it (after a reload, or a link); an ended one is marked ended. */
export const loadSession = createAppAsyncThunk('quiz/loadSession', async (sessionId: string, { dispatch, extra }) => {
  dispatch(sessionRequested(sessionId));
  try {
    const session = await extra.http.get<SessionWire>(SESSION_PATHS.session(sessionId));
    dispatch(sessionLoaded(sessionPayload(session)));
  } catch (error) {
    dispatch(sessionLoadFailed(toQuizFailure(error)));
  }
});

/** Ends the session (idempotent on the server) and shows its review. */
export const endSession = createAppAsyncThunk('quiz/endSession', async (reason: EndReason, { getState, dispatch, extra }) => {
  const state = selectQuizState(getState());
  const sessionId = state.sessionId;
  if (!sessionId || !state.session || (state.phase !== 'active' && state.phase !== 'failed')) return;
  dispatch(sessionEnding());
  try {
    const review = await extra.http.post<ReviewWire>(SESSION_PATHS.end, { sessionId });
    dispatch(sessionEnded({ review: toStoredReview(review), reason }));
  } catch (error) {
    dispatch(sessionEndFailed(toQuizFailure(error)));
  }
});

/** Sends the selected option of the current question, with the time spent on it. */
export const submitAnswer = createAppAsyncThunk('quiz/submitAnswer', async (_: void, { getState, dispatch, extra }) => {
  const state = selectQuizState(getState());
  const { session } = state;
  const question = state.questions[state.currentIndex];
  const progress = question ? state.progress[question.id] : undefined;
  if (state.phase !== 'active' || !session || !question || !progress || progress.phase !== 'open' || !progress.selected) return;

  const body = { sessionId: session.id, questionId: question.id, answer: progress.selected, timeMs: timeOnQuestion(progress, state.shownAt, Date.now()) };
  dispatch(answerSubmitted({ questionId: question.id }));
  try {
    const result = await extra.http.post<AnswerResult>(SESSION_PATHS.answer, body);
    dispatch(answerRecorded({ result }));
    // A tutor session shows the last explanation first; the others go straight to the review.
    if (result.sessionEnded && session.mode !== 'tutor') await dispatch(endSession('completed'));
  } catch (error) {
    const failure = toQuizFailure(error);
    dispatch(answerRejected({ questionId: question.id, failure }));
    if (failure.code === 'TIME_UP') await dispatch(endSession('timeUp'));
    else if (failure.code === 'SESSION_ENDED') await dispatch(endSession('ended'));
    else if (failure.code === 'ALREADY_ANSWERED') await dispatch(loadSession(session.id));
  }
});

/** Checks the clock with the server (authoritative); ends the session when the server says it has ended. */
export const syncClock = createAppAsyncThunk('quiz/syncClock', async (_: void, { getState, dispatch, extra }) => {
  const state = selectQuizState(getState());
  const { session, clock } = state;
  if (state.phase !== 'active' || !session || !clock) return;
  const elapsedMs = Math.min(MAX_SYNC_ELAPSED_MS, Math.round(clockAt(clock, Date.now()).elapsedMs));
  try {
    const result = await extra.http.post<{ elapsedMs: number; remainingMs: number | null; ended: boolean }>(SESSION_PATHS.syncTime, {
      sessionId: session.id,
      elapsedMs,
    });
    if (selectQuizState(getState()).sessionId !== session.id) return;
    dispatch(clockSynced({ elapsedMs: result.elapsedMs, remainingMs: result.remainingMs, ended: result.ended }));
    if (result.ended) await dispatch(endSession(session.timeLimitMs !== null && result.remainingMs === 0 ? 'timeUp' : 'ended'));
  } catch {
    // The local clock keeps counting; the next sync tries again, and the server refuses late answers.
  }
});

export const toggleFlag = createAppAsyncThunk('quiz/toggleFlag', async (questionId: string, { getState, dispatch, extra }) => {
  const progress = selectQuizState(getState()).progress[questionId];
  if (!progress || progress.flagPending) return;
  const flag = !progress.flagged;
  dispatch(flag ? questionFlagged(questionId) : questionUnflagged(questionId));
  try {
    const result = flag ? await extra.trpc.questions.flag.mutate({ questionId }) : await extra.trpc.questions.unflag.mutate({ questionId });
    dispatch(flagSaved(result));
  } catch (error) {
    dispatch(flagFailed({ questionId, flagged: !flag, message: toQuizFailure(error).message }));
  }
});

export const reportProblem = createAppAsyncThunk(
  'quiz/reportProblem',
  async (input: { questionId: string; message: string }, { extra, rejectWithValue }) => {
    try {
      return await extra.trpc.questions.report.mutate(input);
    } catch (error) {
      return rejectWithValue(toQuizFailure(error).message);
    }
  },
);

// --- Review ---

export const loadReview = createAppAsyncThunk('quiz/loadReview', async (sessionId: string, { getState, dispatch, extra }) => {
  const known = selectQuizState(getState()).review;
  if (known.sessionId === sessionId && known.status === 'ready') return;
  dispatch(reviewRequested(sessionId));
  try {
    const review = await extra.http.get<ReviewWire>(SESSION_PATHS.review(sessionId));
    dispatch(reviewLoaded(toStoredReview(review)));
  } catch (error) {
    dispatch(reviewFailed({ sessionId, failure: toQuizFailure(error) }));
  }
});

// --- Reference sheets ---

export const SHEETS_UNAVAILABLE = 'Reference sheets are not available yet. Please try again later.';

function sheetFailure(error: unknown): QuizFailure {
  const failure = toQuizFailure(error);
  return failure.status === 404 ? { ...failure, message: SHEETS_UNAVAILABLE } : failure;
}

export const loadSheets = createAppAsyncThunk(
  'quiz/loadSheets',
  async (_: void, { dispatch, extra }) => {
    dispatch(sheetsRequested());
    try {
      dispatch(sheetsLoaded(await extra.http.get<SheetSummary[]>(SESSION_PATHS.sheets)));
    } catch (error) {
      dispatch(sheetsFailed(sheetFailure(error)));
    }
  },
  { condition: (_, { getState }) => !['loading', 'ready'].includes(selectQuizState(getState()).sheets.status) },
);

export const chooseSheet = createAppAsyncThunk('quiz/chooseSheet', async (id: string, { getState, dispatch, extra }) => {
  const sheets = selectQuizState(getState()).sheets;
  dispatch(sheetChosen(id));
  if (sheets.sheet?.id === id) return;
  try {
    dispatch(sheetLoaded(await extra.http.get<Sheet>(SESSION_PATHS.sheet(id))));
  } catch (error) {
    const failure = sheetFailure(error);
    dispatch(sheetFailed({ id, failure: failure.status === 404 ? { ...failure, message: 'We could not find that sheet.' } : failure }));
  }
});
