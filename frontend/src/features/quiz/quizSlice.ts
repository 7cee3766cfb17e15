import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { OPTION_LETTERS, sessionClock, type AnswerResult, type OptionLetter } from '@medprep/shared';
import { rootReducer } from '../../app/store';
import type {
  AnswerFeedback,
  Availability,
  QuizFailure,
  Sheet,
  SheetSummary,
  StoredQuestion,
  StoredReview,
  StoredSession,
} from './quiz-types';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** One question's state in the player: open → submitting → answered (or back to open on a refusal). */
export interface QuestionProgress {
  selected: OptionLetter | null;
  struck: OptionLetter[];
  phase: 'open' | 'submitting' | 'answered';
  chosen: OptionLetter | null;
  /** Tutor sessions only, once answered in this visit (a resumed answer carries none). */
  feedback: AnswerFeedback | null;
  error: string | null;
  flagged: boolean;
  flagPending: boolean;
  /** Time spent on this question on earlier visits. */
  viewedMs: number;
}

/**
 * The session clock in the browser's frame: `startedAtMs` is when the session started by the
 * server's reckoning, shifted onto Date.now() at the last sync, so drift is corrected at each sync.
 */
export interface QuizClock {
  startedAtMs: number;
  limitMs: number | null;
  syncedAt: number | null;
  serverEnded: boolean;
}

export type EndReason = 'completed' | 'timeUp' | 'ended' | 'user';

/** idle → loading → active → ending → ended; loading or ending may fail. */
export type PlayerPhase = 'idle' | 'loading' | 'active' | 'ending' | 'ended' | 'failed';

export interface QuizState {
  phase: PlayerPhase;
  sessionId: string | null;
  session: StoredSession | null;
  questions: StoredQuestion[];
  progress: Record<string, QuestionProgress>;
  currentIndex: number;
  /** When the current question was shown (Date.now()). */
  shownAt: number | null;
  /** The server said every question is answered. */
  completed: boolean;
  clock: QuizClock | null;
  timeUp: boolean;
  endReason: EndReason | null;
  error: QuizFailure | null;
  review: { sessionId: string | null; status: LoadStatus; data: StoredReview | null; error: QuizFailure | null; endReason: EndReason | null };
  availability: Record<string, { status: LoadStatus; data: Availability | null; error: QuizFailure | null }>;
  start: { status: 'idle' | 'starting' | 'failed'; examSlug: string | null; error: QuizFailure | null };
  sheets: { status: LoadStatus; items: SheetSummary[]; error: QuizFailure | null; selectedId: string | null; sheet: Sheet | null; sheetStatus: LoadStatus; sheetError: QuizFailure | null };
}

export const initialQuizState: QuizState = {
  phase: 'idle',
  sessionId: null,
  session: null,
  questions: [],
  progress: {},
  currentIndex: 0,
  shownAt: null,
  completed: false,
  clock: null,
  timeUp: false,
  endReason: null,
  error: null,
  review: { sessionId: null, status: 'idle', data: null, error: null, endReason: null },
  availability: {},
  start: { status: 'idle', examSlug: null, error: null },
  sheets: { status: 'idle', items: [], error: null, selectedId: null, sheet: null, sheetStatus: 'idle', sheetError: null },
};

const MAX_ANSWER_TIME_MS = 86_400_000;

const withTime = <P>(payload: P) => ({ payload: { ...payload, at: Date.now() } });
const timed = () => ({ payload: { at: Date.now() } });

function current(state: QuizState): QuestionProgress | null {
  const question = state.questions[state.currentIndex];
  return question ? state.progress[question.id] ?? null : null;
}

/** Leaves the current question (keeping the time spent on it) and shows another. */
function show(state: QuizState, index: number, at: number) {
  if (state.phase !== 'active' && state.phase !== 'ending') return;
  if (index < 0 || index >= state.questions.length || index === state.currentIndex) return;
  const leaving = current(state);
  if (leaving && state.shownAt !== null && leaving.phase === 'open') leaving.viewedMs += Math.max(0, at - state.shownAt);
  state.currentIndex = index;
  state.shownAt = at;
}

const isPlaying = (state: QuizState) => state.phase === 'active';

function nextOpenIndex(state: QuizState): number | null {
  const n = state.questions.length;
  for (let step = 1; step <= n; step++) {
    const index = (state.currentIndex + step) % n;
    if (state.progress[state.questions[index].id]?.phase !== 'answered') return index;
  }
  return null;
}

export const quizSlice = createSlice({
  name: 'quiz',
  initialState: initialQuizState,
  reducers: {
    // --- Loading a session ---
    sessionRequested(state, action: PayloadAction<string>) {
      if (state.sessionId === action.payload && (state.phase === 'active' || state.phase === 'loading')) return;
      Object.assign(state, {
        ...initialQuizState,
        availability: state.availability,
        sheets: state.sheets,
        review: state.review.sessionId === action.payload ? state.review : initialQuizState.review,
      });
      state.phase = 'loading';
      state.sessionId = action.payload;
    },
    sessionLoaded: {
      reducer(state, action: PayloadAction<{ session: StoredSession; questions: (StoredQuestion & { flagged: boolean })[]; answers: { questionId: string; chosen: OptionLetter }[]; at: number }>) {
        const { session, questions, answers, at } = action.payload;
        const chosen = new Map(answers.map((a) => [a.questionId, a.chosen]));
        const byId = new Map(questions.map((q) => [q.id, q]));
        const ordered = session.questionIds.map((id) => byId.get(id)).filter((q): q is StoredQuestion & { flagged: boolean } => Boolean(q));
        const keep = state.review.sessionId === session.id ? state.review : initialQuizState.review;
        Object.assign(state, { ...initialQuizState, availability: state.availability, sheets: state.sheets, review: keep });
        state.sessionId = session.id;
        state.session = session;
        state.questions = ordered.map(({ flagged: _flagged, ...question }) => question);
        for (const question of ordered) {
          const answer = chosen.get(question.id) ?? null;
          state.progress[question.id] = {
            selected: answer,
            struck: [],
            phase: answer ? 'answered' : 'open',
            chosen: answer,
            feedback: null,
            error: null,
            flagged: question.flagged,
            flagPending: false,
            viewedMs: 0,
          };
        }
        const firstOpen = ordered.findIndex((q) => !chosen.has(q.id));
        state.currentIndex = firstOpen === -1 ? 0 : firstOpen;
        state.shownAt = at;
        state.completed = ordered.length > 0 && firstOpen === -1;
        state.clock = { startedAtMs: Date.parse(session.startedAt), limitMs: session.timeLimitMs, syncedAt: null, serverEnded: false };
        // An ended session (time ran out while away, or finished elsewhere) goes straight to its review.
        state.phase = session.endedAt ? 'ended' : 'active';
      },
      prepare: withTime<{ session: StoredSession; questions: (StoredQuestion & { flagged: boolean })[]; answers: { questionId: string; chosen: OptionLetter }[] }>,
    },
    sessionLoadFailed(state, action: PayloadAction<QuizFailure>) {
      state.phase = 'failed';
      state.error = action.payload;
    },

    // --- Answering ---
    optionSelected(state, action: PayloadAction<OptionLetter>) {
      const progress = current(state);
      if (!isPlaying(state) || !progress || progress.phase !== 'open') return;
      if (progress.struck.includes(action.payload)) return;
      progress.selected = action.payload;
      progress.error = null;
    },
    optionStruckOut(state, action: PayloadAction<OptionLetter>) {
      const progress = current(state);
      if (!progress || progress.phase !== 'open' || progress.struck.includes(action.payload)) return;
      progress.struck.push(action.payload);
      if (progress.selected === action.payload) progress.selected = null;
    },
    optionRestored(state, action: PayloadAction<OptionLetter>) {
      const progress = current(state);
      if (!progress) return;
      progress.struck = progress.struck.filter((letter) => letter !== action.payload);
    },
    answerSubmitted(state, action: PayloadAction<{ questionId: string }>) {
      const progress = state.progress[action.payload.questionId];
      if (!isPlaying(state) || !progress || progress.phase !== 'open' || !progress.selected) return;
      progress.phase = 'submitting';
      progress.error = null;
    },
    answerRecorded: {
      reducer(state, action: PayloadAction<{ result: AnswerResult; at: number }>) {
        const { result, at } = action.payload;
        const progress = state.progress[result.questionId];
        if (!progress) return;
        progress.phase = 'answered';
        progress.chosen = result.chosen;
        progress.selected = result.chosen;
        progress.error = null;
        if (result.revealed && result.correct !== null && result.correctAnswer) {
          progress.feedback = {
            correct: result.correct,
            correctAnswer: result.correctAnswer,
            explanation: result.explanation ?? '',
            optionExplanations: result.optionExplanations,
            references: result.references ?? [],
            peer: result.peer,
          };
        }
        state.completed = result.sessionEnded || result.progress.answered >= result.progress.total;
        // Timed and mock sessions reveal nothing: the answer is saved and the next open question follows.
        if (!result.revealed && !state.completed && state.questions[state.currentIndex]?.id === result.questionId) {
          const next = nextOpenIndex(state);
          if (next !== null) show(state, next, at);
        }
      },
      prepare: withTime<{ result: AnswerResult }>,
    },
    answerRejected(state, action: PayloadAction<{ questionId: string; failure: QuizFailure }>) {
      const progress = state.progress[action.payload.questionId];
      if (!progress) return;
      progress.phase = 'open';
      progress.error = action.payload.failure.message;
    },

    // --- Moving between questions ---
    movedTo: {
      reducer(state, action: PayloadAction<{ index: number; at: number }>) {
        show(state, action.payload.index, action.payload.at);
      },
      prepare: (index: number) => withTime({ index }),
    },
    movedNext: {
      reducer(state, action: PayloadAction<{ at: number }>) {
        show(state, state.currentIndex + 1, action.payload.at);
      },
      prepare: timed,
    },
    movedPrevious: {
      reducer(state, action: PayloadAction<{ at: number }>) {
        show(state, state.currentIndex - 1, action.payload.at);
      },
      prepare: timed,
    },

    // --- Flags (optimistic; a refusal puts the flag back) ---
    questionFlagged(state, action: PayloadAction<string>) {
      const progress = state.progress[action.payload];
      if (!progress) return;
      progress.flagged = true;
      progress.flagPending = true;
    },
    questionUnflagged(state, action: PayloadAction<string>) {
      const progress = state.progress[action.payload];
      if (!progress) return;
      progress.flagged = false;
      progress.flagPending = true;
    },
    flagSaved(state, action: PayloadAction<{ questionId: string; flagged: boolean }>) {
      const progress = state.progress[action.payload.questionId];
      if (!progress) return;
      progress.flagged = action.payload.flagged;
      progress.flagPending = false;
    },
    flagFailed(state, action: PayloadAction<{ questionId: string; flagged: boolean; message: string }>) {
      const progress = state.progress[action.payload.questionId];
      if (!progress) return;
      progress.flagged = action.payload.flagged;
      progress.flagPending = false;
      progress.error = action.payload.message;
    },

    // --- Time ---
    clockSynced: {
      reducer(state, action: PayloadAction<{ elapsedMs: number; remainingMs: number | null; ended: boolean; at: number }>) {
        if (!state.clock) return;
        const { elapsedMs, remainingMs, ended, at } = action.payload;
        // The server's clock is authoritative: re-anchor the start so that the remaining time it
        // reported is what the browser shows now.
        const serverElapsed = remainingMs !== null && state.clock.limitMs !== null ? state.clock.limitMs - remainingMs : elapsedMs;
        state.clock.startedAtMs = at - serverElapsed;
        state.clock.syncedAt = at;
        state.clock.serverEnded = ended;
        if (ended && state.clock.limitMs !== null && remainingMs === 0) state.timeUp = true;
      },
      prepare: withTime<{ elapsedMs: number; remainingMs: number | null; ended: boolean }>,
    },
    timeExpired(state) {
      if (state.clock?.limitMs == null) return;
      state.timeUp = true;
    },

    // --- Ending ---
    sessionEnding(state) {
      if (state.phase !== 'active' && state.phase !== 'failed') return;
      state.phase = 'ending';
      state.error = null;
    },
    sessionEnded(state, action: PayloadAction<{ review: StoredReview; reason: EndReason }>) {
      const { review, reason } = action.payload;
      state.review = { sessionId: review.sessionId, status: 'ready', data: review, error: null, endReason: reason };
      if (state.sessionId === review.sessionId) {
        state.phase = 'ended';
        state.endReason = reason;
        if (reason === 'timeUp') state.timeUp = true;
        if (state.session) state.session.endedAt = review.endedAt;
      }
    },
    sessionEndFailed(state, action: PayloadAction<QuizFailure>) {
      state.phase = state.session ? 'active' : 'failed';
      state.error = action.payload;
    },

    // --- Review (its own page) ---
    reviewRequested(state, action: PayloadAction<string>) {
      if (state.review.sessionId === action.payload && state.review.status === 'ready') return;
      state.review = { sessionId: action.payload, status: 'loading', data: null, error: null, endReason: null };
    },
    reviewLoaded(state, action: PayloadAction<StoredReview>) {
      const endReason = state.review.sessionId === action.payload.sessionId ? state.review.endReason : null;
      state.review = { sessionId: action.payload.sessionId, status: 'ready', data: action.payload, error: null, endReason };
    },
    reviewFailed(state, action: PayloadAction<{ sessionId: string; failure: QuizFailure }>) {
      state.review = { sessionId: action.payload.sessionId, status: 'failed', data: null, error: action.payload.failure, endReason: null };
    },

    // --- Starting a session (dashboard) ---
    availabilityRequested(state, action: PayloadAction<string>) {
      const entry = state.availability[action.payload];
      state.availability[action.payload] = { status: 'loading', data: entry?.data ?? null, error: null };
    },
    availabilityLoaded(state, action: PayloadAction<{ exam: string; availability: Availability }>) {
      state.availability[action.payload.exam] = { status: 'ready', data: action.payload.availability, error: null };
    },
    availabilityFailed(state, action: PayloadAction<{ exam: string; failure: QuizFailure }>) {
      state.availability[action.payload.exam] = { status: 'failed', data: null, error: action.payload.failure };
    },
    startRequested(state, action: PayloadAction<string>) {
      state.start = { status: 'starting', examSlug: action.payload, error: null };
    },
    startFailed(state, action: PayloadAction<{ examSlug: string; failure: QuizFailure }>) {
      state.start = { status: 'failed', examSlug: action.payload.examSlug, error: action.payload.failure };
    },
    startSettled(state) {
      state.start = initialQuizState.start;
    },

    // --- Reference sheets ---
    sheetsRequested(state) {
      state.sheets.status = 'loading';
      state.sheets.error = null;
    },
    sheetsLoaded(state, action: PayloadAction<SheetSummary[]>) {
      state.sheets.status = 'ready';
      state.sheets.items = action.payload;
    },
    sheetsFailed(state, action: PayloadAction<QuizFailure>) {
      state.sheets.status = 'failed';
      state.sheets.error = action.payload;
    },
    sheetChosen(state, action: PayloadAction<string>) {
      state.sheets.selectedId = action.payload;
      if (state.sheets.sheet?.id !== action.payload) {
        state.sheets.sheet = null;
        state.sheets.sheetStatus = 'loading';
        state.sheets.sheetError = null;
      }
    },
    sheetLoaded(state, action: PayloadAction<Sheet>) {
      if (state.sheets.selectedId !== action.payload.id) return;
      state.sheets.sheet = action.payload;
      state.sheets.sheetStatus = 'ready';
    },
    sheetFailed(state, action: PayloadAction<{ id: string; failure: QuizFailure }>) {
      if (state.sheets.selectedId !== action.payload.id) return;
      state.sheets.sheetStatus = 'failed';
      state.sheets.sheetError = action.payload.failure;
    },
  },
  selectors: {
    selectPlayerPhase: (state) => state.phase,
    selectQuizSessionId: (state) => state.sessionId,
    selectQuizSession: (state) => state.session,
    selectQuizQuestions: (state) => state.questions,
    selectQuizProgress: (state) => state.progress,
    selectCurrentIndex: (state) => state.currentIndex,
    selectCurrentQuestion: (state) => state.questions[state.currentIndex] ?? null,
    selectCurrentProgress: (state) => current(state),
    selectShownAt: (state) => state.shownAt,
    selectSessionCompleted: (state) => state.completed,
    selectQuizClock: (state) => state.clock,
    selectTimeUp: (state) => state.timeUp,
    selectEndReason: (state) => state.endReason,
    selectQuizError: (state) => state.error,
    selectReviewState: (state) => state.review,
    selectAvailabilityFor: (state, exam: string) => state.availability[exam] ?? null,
    selectStartState: (state) => state.start,
    selectSheetsState: (state) => state.sheets,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof quizSlice> {}
}

/** Joined to the store when the quiz code loads (the dashboard's start form or a session page). */
const injectedQuizSlice = quizSlice.injectInto(rootReducer);

export const selectQuizState = injectedQuizSlice.selectSlice;

export const {
  sessionRequested,
  sessionLoaded,
  sessionLoadFailed,
  optionSelected,
  optionStruckOut,
  optionRestored,
  answerSubmitted,
  answerRecorded,
  answerRejected,
  movedTo,
  movedNext,
  movedPrevious,
  questionFlagged,
  questionUnflagged,
  flagSaved,
  flagFailed,
  clockSynced,
  timeExpired,
  sessionEnding,
  sessionEnded,
  sessionEndFailed,
  reviewRequested,
  reviewLoaded,
  reviewFailed,
  availabilityRequested,
  availabilityLoaded,
  availabilityFailed,
  startRequested,
  startFailed,
  startSettled,
  sheetsRequested,
  sheetsLoaded,
  sheetsFailed,
  sheetChosen,
  sheetLoaded,
  sheetFailed,
} = quizSlice.actions;

export const {
  selectPlayerPhase,
  selectQuizSessionId,
  selectQuizSession,
  selectQuizQuestions,
  selectQuizProgress,
  selectCurrentIndex,
  selectCurrentQuestion,
  selectCurrentProgress,
  selectShownAt,
  selectSessionCompleted,
  selectQuizClock,
  selectTimeUp,
  selectEndReason,
  selectQuizError,
  selectReviewState,
  selectAvailabilityFor,
  selectStartState,
  selectSheetsState,
} = injectedQuizSlice.selectors;

export const selectIsTutor = createSelector([selectQuizSession], (session) => session?.mode === 'tutor');

export interface PaletteEntry {
  index: number;
  id: string;
  answered: boolean;
  flagged: boolean;
  current: boolean;
  /** Tutor sessions: whether the answer given here was right (null when not known). */
  correct: boolean | null;
}

/** The question palette: one entry per question with what the user needs to see at a glance. */
export const selectPalette = createSelector([selectQuizQuestions, selectQuizProgress, selectCurrentIndex], (questions, progress, currentIndex) =>
  questions.map((question, index): PaletteEntry => {
    const p = progress[question.id];
    return {
      index,
      id: question.id,
      answered: p?.phase === 'answered',
      flagged: p?.flagged ?? false,
      current: index === currentIndex,
      correct: p?.feedback ? p.feedback.correct : null,
    };
  }),
);

/** The next question still to answer after the current one (wrapping round), or null. */
export const selectNextOpenIndex = createSelector([selectQuizQuestions, selectQuizProgress, selectCurrentIndex], (questions, progress, currentIndex) => {
  for (let step = 1; step <= questions.length; step++) {
    const index = (currentIndex + step) % questions.length;
    if (progress[questions[index].id]?.phase !== 'answered') return index;
  }
  return null;
});

export const selectAnsweredCount = createSelector([selectQuizProgress], (progress) =>
  Object.values(progress).filter((p) => p.phase === 'answered').length,
);

/** Milliseconds to send with an answer: earlier visits plus this one, capped as the API allows. */
export function timeOnQuestion(progress: QuestionProgress, shownAt: number | null, now: number): number {
  const thisVisit = shownAt === null ? 0 : Math.max(0, now - shownAt);
  return Math.min(MAX_ANSWER_TIME_MS, Math.round(progress.viewedMs + thisVisit));
}

/** The clock at `now` by the shared rule, in the browser's frame corrected at the last sync. */
export function clockAt(clock: QuizClock, now: number) {
  return sessionClock(new Date(clock.startedAtMs), clock.limitMs, new Date(now));
}

export const isOptionLetter = (value: string): value is OptionLetter => (OPTION_LETTERS as readonly string[]).includes(value);
