import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { openingIndex, sessionClock, type ItemKey, type ItemResponse } from '@medprep/shared';
import { rootReducer } from '../../app/store';
import { quizApi, type EndReason } from './api';
import type { Session, SessionMode } from './quiz-types';
import type { OutboxEntry } from './outbox-entry';
import { draftFor, draftOf, responseOf, sameResponse, type DraftOfType, type ResponseDraft } from './response-draft';

export type { EndReason, OutboxEntry };

/**
 * One question in the player: open → submitting → answered (or back, with the server's reason).
 * In timed and mock sessions an answered question stays open to change until the paper ends:
 * the `draft` may differ from the `saved` response until the change is saved. What was struck out
 * (single best answers) and how long it was looked at are the player's own.
 */
export interface QuestionProgress {
  /** The response being built, in the item's type (partial until every part is answered). */
  draft: ResponseDraft;
  struck: ItemKey[];
  phase: 'open' | 'submitting' | 'answered';
  /** The response the server has. */
  saved: ItemResponse | null;
  error: string | null;
  /** Time spent on this question on earlier visits. */
  viewedMs: number;
  /** 'I guessed': sent with the answer, it caps the review rating of a right answer. */
  guessed: boolean;
  /** What the server has for `guessed` (a paper takes a change of it, as of the response). */
  savedGuessed: boolean;
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

/**
 * idle → active → ending → ended. Loading a session and its failure are the session query's; the
 * questions, flags and feedback are in its cache entry (./api).
 */
export type PlayerPhase = 'idle' | 'active' | 'ending' | 'ended';

export interface QuizState {
  phase: PlayerPhase;
  sessionId: string | null;
  /** The session's mode: tutor takes one answer per question, timed and mock take changes. */
  mode: SessionMode | null;
  /** The session's questions in the order they are played. */
  questionIds: string[];
  progress: Record<string, QuestionProgress>;
  currentIndex: number;
  /** When the current question was shown (Date.now()). */
  shownAt: number | null;
  /** The server said every question is answered. */
  completed: boolean;
  clock: QuizClock | null;
  timeUp: boolean;
  endReason: EndReason | null;
  /** The reference sheet shown beside the question. */
  sheetId: string | null;
  outbox: OutboxEntry[];
}

export const initialQuizState: QuizState = {
  phase: 'idle',
  sessionId: null,
  mode: null,
  questionIds: [],
  progress: {},
  currentIndex: 0,
  shownAt: null,
  completed: false,
  clock: null,
  timeUp: false,
  endReason: null,
  sheetId: null,
  outbox: [],
};

const MAX_ANSWER_TIME_MS = 86_400_000;

const withTime = <P>(payload: P) => ({ payload: { ...payload, at: Date.now() } });
const timed = () => ({ payload: { at: Date.now() } });

function current(state: QuizState): QuestionProgress | null {
  const id = state.questionIds[state.currentIndex];
  return id ? (state.progress[id] ?? null) : null;
}

/** Leaves the current question (keeping the time spent on it) and shows another. */
function show(state: QuizState, index: number, at: number) {
  if (state.phase !== 'active' && state.phase !== 'ending') return;
  if (index < 0 || index >= state.questionIds.length || index === state.currentIndex) return;
  const leaving = current(state);
  if (leaving && state.shownAt !== null && leaving.phase === 'open') leaving.viewedMs += Math.max(0, at - state.shownAt);
  state.currentIndex = index;
  state.shownAt = at;
}

const isPlaying = (state: QuizState) => state.phase === 'active';

/** Timed and mock papers take changed answers until they end, as the real exams do. */
export const takesChanges = (mode: SessionMode | null) => mode === 'timed' || mode === 'mock';

/** Whether the question's response can be changed now: open, or answered in a paper that takes changes. */
export function isEditable(progress: QuestionProgress, mode: SessionMode | null): boolean {
  return progress.phase === 'open' || (progress.phase === 'answered' && takesChanges(mode));
}

/** Whether there is a complete response to send: a first answer, or a change to the saved one. */
export function hasUnsavedResponse(progress: QuestionProgress, mode: SessionMode | null): boolean {
  const response = responseOf(progress.draft);
  if (response === null || !isEditable(progress, mode)) return false;
  return !sameResponse(response, progress.saved) || (progress.saved !== null && progress.guessed !== progress.savedGuessed);
}

/** Whether the draft differs from the saved response (a change not saved yet, complete or not). */
export function hasChangedDraft(progress: QuestionProgress): boolean {
  return progress.saved !== null && !sameResponse(responseOf(progress.draft), progress.saved);
}

/** The outbox entry is the answer that was sent (not a later change to the same question). */
const isSent = (entry: OutboxEntry, sent: { response: ItemResponse }) => sameResponse(entry.response, sent.response);

const sameQuestion = (a: Pick<OutboxEntry, 'sessionId' | 'questionId'>, b: Pick<OutboxEntry, 'sessionId' | 'questionId'>) =>
  a.sessionId === b.sessionId && a.questionId === b.questionId;

/** Edits the current question's draft when it is of type `type` and can still change. */
function editDraft<T extends ResponseDraft['type']>(state: QuizState, type: T, edit: (draft: DraftOfType<T>) => void) {
  const progress = current(state);
  if (!isPlaying(state) || !progress || !isEditable(progress, state.mode) || progress.draft.type !== type) return;
  edit(progress.draft as DraftOfType<T>);
  progress.error = null;
}

function nextOpenIndex(questionIds: readonly string[], progress: Record<string, QuestionProgress>, from: number): number | null {
  for (let step = 1; step <= questionIds.length; step++) {
    const index = (from + step) % questionIds.length;
    if (progress[questionIds[index]]?.phase !== 'answered') return index;
  }
  return null;
}

/** The progress of a question of the session in play, when the server's action is about it. */
function progressFor(state: QuizState, arg: { sessionId: string; questionId: string }) {
  return state.sessionId === arg.sessionId ? state.progress[arg.questionId] : undefined;
}

export const quizSlice = createSlice({
  name: 'quiz',
  initialState: initialQuizState,
  reducers: {
    /** The player opens a session: answers given show as answered and the first open question shows. */
    sessionOpened: {
      reducer(state, action: PayloadAction<{ session: Session; at: number }>) {
        const { session, at } = action.payload;
        const saved = new Map(session.answers.map((a) => [a.questionId, a.response]));
        const guessed = new Set(session.answers.filter((a) => a.guessed).map((a) => a.questionId));
        const items = new Map(session.questions.map((q) => [q.id, q.item]));
        const questionIds = session.questionIds.filter((id) => items.has(id));
        Object.assign(state, {
          ...initialQuizState,
          sheetId: state.sheetId,
          outbox: state.outbox,
          endReason: state.sessionId === session.id ? state.endReason : null,
          sessionId: session.id,
          mode: session.mode,
          questionIds,
          progress: Object.fromEntries(
            questionIds.map((id): [string, QuestionProgress] => {
              const response = saved.get(id) ?? null;
              const wasGuessed = guessed.has(id);
              return [id, { draft: draftFor(items.get(id)!, response), struck: [], phase: response ? 'answered' : 'open', saved: response, error: null, viewedMs: 0, guessed: wasGuessed, savedGuessed: wasGuessed }];
            }),
          ),
        });
        // Answers still waiting to be sent show as given (the outbox sends them).
        for (const entry of state.outbox) {
          const progress = entry.sessionId === session.id ? state.progress[entry.questionId] : undefined;
          if (progress && isEditable(progress, session.mode)) {
            progress.draft = draftFor(items.get(entry.questionId)!, entry.response);
            progress.guessed = entry.guessed ?? false;
          }
        }
        state.currentIndex = openingIndex(questionIds, (id) => saved.has(id));
        state.shownAt = at;
        state.completed = questionIds.length > 0 && questionIds.every((id) => saved.has(id));
        state.clock = { startedAtMs: Date.parse(session.startedAt), limitMs: session.timeLimitMs, syncedAt: null, serverEnded: false };
        // An ended session (time ran out while away, or finished elsewhere) goes straight to its review.
        state.phase = session.endedAt ? 'ended' : 'active';
      },
      prepare: (session: Session) => withTime({ session }),
    },

    // --- Answering, type by type ---
    /** Single best answer: an option chosen (not one struck out). */
    optionSelected(state, action: PayloadAction<ItemKey>) {
      if (current(state)?.struck.includes(action.payload)) return;
      editDraft(state, 'sba', (draft) => {
        draft.choice = action.payload;
      });
    },
    optionStruckOut(state, action: PayloadAction<ItemKey>) {
      const progress = current(state);
      if (!progress || progress.draft.type !== 'sba' || !isEditable(progress, state.mode) || progress.struck.includes(action.payload)) return;
      progress.struck.push(action.payload);
      if (progress.draft.choice === action.payload) progress.draft.choice = null;
    },
    optionRestored(state, action: PayloadAction<ItemKey>) {
      const progress = current(state);
      if (!progress) return;
      progress.struck = progress.struck.filter((letter) => letter !== action.payload);
    },

    /** Multiple true/false: a statement marked true or false. */
    statementMarked(state, action: PayloadAction<{ index: number; mark: boolean }>) {
      editDraft(state, 'mtf', (draft) => {
        if (action.payload.index >= 0 && action.payload.index < draft.marks.length) draft.marks[action.payload.index] = action.payload.mark;
      });
    },
    /** Extended matching: an option chosen for a stem (null: none yet). */
    stemAnswered(state, action: PayloadAction<{ index: number; key: ItemKey | null }>) {
      editDraft(state, 'emq', (draft) => {
        if (action.payload.index >= 0 && action.payload.index < draft.answers.length) draft.answers[action.payload.index] = action.payload.key;
      });
    },
    /** Ranking: the responses in a new order (the same responses, each once). */
    responsesReordered(state, action: PayloadAction<ItemKey[]>) {
      editDraft(state, 'ranking', (draft) => {
        const next = action.payload;
        const same = next.length === draft.order.length && new Set(next).size === next.length && next.every((key) => draft.order.includes(key));
        if (same) draft.order = [...next];
      });
    },
    /** Choose: a response ticked or unticked; no more than the item's picks can be ticked. */
    responseToggled(state, action: PayloadAction<ItemKey>) {
      editDraft(state, 'choose', (draft) => {
        const key = action.payload;
        if (draft.choices.includes(key)) draft.choices = draft.choices.filter((chosen) => chosen !== key);
        else if (draft.choices.length < draft.picks) draft.choices.push(key);
      });
    },
    /** Numeric: the text typed so far (checked when it is sent). */
    valueTyped(state, action: PayloadAction<string>) {
      editDraft(state, 'numeric', (draft) => {
        draft.text = action.payload.slice(0, 40);
      });
    },

    /** 'I guessed' ticked or unticked on the current question, while its answer can change. */
    guessToggled(state) {
      const progress = current(state);
      if (!isPlaying(state) || !progress || !isEditable(progress, state.mode)) return;
      progress.guessed = !progress.guessed;
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

    sheetChosen(state, action: PayloadAction<string>) {
      state.sheetId = action.payload;
    },

    /** Answers kept from an earlier visit (the persisted store, checked by `keptOutboxEntries`): merged in. */
    restoreOutbox(state, action: PayloadAction<OutboxEntry[]>) {
      for (const entry of action.payload) {
        if (state.outbox.some((kept) => sameQuestion(kept, entry))) continue;
        state.outbox.push({ sessionId: entry.sessionId, questionId: entry.questionId, response: entry.response, timeMs: entry.timeMs, guessed: entry.guessed, queuedAt: entry.queuedAt });
      }
    },
  },
  extraReducers: (builder) => {
    builder
      // Every answer sent waits in the outbox until the server has it; the player follows its
      // requests: a question is locked while its answer is saved, …
      .addMatcher(quizApi.endpoints.answer.matchPending, (state, action) => {
        const { sessionId, questionId, response, timeMs, guessed } = action.meta.arg.originalArgs;
        const queued = state.outbox.find((entry) => sameQuestion(entry, { sessionId, questionId }));
        if (queued) Object.assign(queued, { response, timeMs, guessed });
        else state.outbox.push({ sessionId, questionId, response, timeMs, guessed, queuedAt: action.meta.startedTimeStamp });
        const progress = progressFor(state, action.meta.arg.originalArgs);
        if (!isPlaying(state) || !progress || !isEditable(progress, state.mode)) return;
        progress.phase = 'submitting';
        progress.error = null;
      })
      // … answered once the server has it (timed and mock sessions reveal nothing: after a first
      // answer the next open question follows; a change stays on its question) …
      .addMatcher(quizApi.endpoints.answer.matchFulfilled, (state, action) => {
        const result = action.payload;
        const sent = action.meta.arg.originalArgs;
        state.outbox = state.outbox.filter((entry) => !(sameQuestion(entry, sent) && isSent(entry, sent)));
        const progress = progressFor(state, sent);
        if (!progress) return;
        const first = progress.saved === null;
        progress.phase = 'answered';
        progress.saved = result.response;
        progress.savedGuessed = sent.guessed ?? false;
        // A tutor answer is final; in a paper a change begun while this one was saved stays.
        if (!takesChanges(state.mode) || responseOf(progress.draft) === null) progress.draft = draftOf(result.response);
        progress.error = null;
        state.completed = result.sessionEnded || result.progress.answered >= result.progress.total;
        if (first && !result.revealed && !state.completed && state.questionIds[state.currentIndex] === result.questionId) {
          const next = nextOpenIndex(state.questionIds, state.progress, state.currentIndex);
          if (next !== null) show(state, next, action.meta.fulfilledTimeStamp);
        }
      })
      // … and back, with the reason, when it fails. An answer that did not reach the server (or met
      // a server fault) stays in the outbox to be sent again.
      .addMatcher(quizApi.endpoints.answer.matchRejected, (state, action) => {
        const sent = action.meta.arg.originalArgs;
        const status = action.payload?.status;
        // A refusal (4xx) is final, except a lost sign-in: signed in again, the next load sends it.
        if (status !== undefined && status < 500 && status !== 401) state.outbox = state.outbox.filter((entry) => !(sameQuestion(entry, sent) && isSent(entry, sent)));
        const progress = progressFor(state, sent);
        if (!progress) return;
        progress.phase = progress.saved ? 'answered' : 'open';
        progress.error = action.payload?.message ?? action.error.message ?? null;
      })
      .addMatcher(quizApi.endpoints.setFlag.matchRejected, (state, action) => {
        const progress = progressFor(state, action.meta.arg.originalArgs);
        if (progress) progress.error = action.payload?.message ?? action.error.message ?? null;
      })
      .addMatcher(quizApi.endpoints.endSession.matchPending, (state, action) => {
        if (state.sessionId === action.meta.arg.originalArgs.sessionId && state.phase === 'active') state.phase = 'ending';
      })
      .addMatcher(quizApi.endpoints.endSession.matchFulfilled, (state, action) => {
        const { sessionId, reason } = action.meta.arg.originalArgs;
        if (state.sessionId !== sessionId) return;
        state.phase = 'ended';
        state.endReason = reason;
        if (reason === 'timeUp') state.timeUp = true;
      })
      .addMatcher(quizApi.endpoints.endSession.matchRejected, (state, action) => {
        if (state.sessionId === action.meta.arg.originalArgs.sessionId && state.phase === 'ending') state.phase = 'active';
      });
  },
  selectors: {
    selectPlayerPhase: (state) => state.phase,
    selectQuizMode: (state) => state.mode,
    selectOutbox: (state) => state.outbox,
    selectQuizSessionId: (state) => state.sessionId,
    selectQuestionIds: (state) => state.questionIds,
    selectQuizProgress: (state) => state.progress,
    selectCurrentIndex: (state) => state.currentIndex,
    selectCurrentProgress: (state) => current(state),
    selectShownAt: (state) => state.shownAt,
    selectSessionCompleted: (state) => state.completed,
    selectQuizClock: (state) => state.clock,
    selectTimeUp: (state) => state.timeUp,
    selectEndReason: (state) => state.endReason,
    selectSheetId: (state) => state.sheetId,
    selectNextOpenIndex: (state) => nextOpenIndex(state.questionIds, state.progress, state.currentIndex),
    selectAnsweredCount: (state) => Object.values(state.progress).filter((p) => p.phase === 'answered').length,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof quizSlice> {}
}

/** Joined to the store when the quiz code loads (the dashboard's start form or a session page). */
const injectedQuizSlice = quizSlice.injectInto(rootReducer);

export const selectQuizState = injectedQuizSlice.selectSlice;

export const {
  sessionOpened,
  guessToggled,
  optionSelected,
  optionStruckOut,
  optionRestored,
  statementMarked,
  stemAnswered,
  responsesReordered,
  responseToggled,
  valueTyped,
  movedTo,
  movedNext,
  movedPrevious,
  clockSynced,
  timeExpired,
  sheetChosen,
  restoreOutbox,
} = quizSlice.actions;

export const {
  selectPlayerPhase,
  selectQuizMode,
  selectOutbox,
  selectQuizSessionId,
  selectQuestionIds,
  selectQuizProgress,
  selectCurrentIndex,
  selectCurrentProgress,
  selectShownAt,
  selectSessionCompleted,
  selectQuizClock,
  selectTimeUp,
  selectEndReason,
  selectSheetId,
  selectNextOpenIndex,
  selectAnsweredCount,
} = injectedQuizSlice.selectors;

/** Milliseconds to send with an answer: earlier visits plus this one, capped as the API allows. */
export function timeOnQuestion(progress: QuestionProgress, shownAt: number | null, now: number): number {
  const thisVisit = shownAt === null ? 0 : Math.max(0, now - shownAt);
  return Math.min(MAX_ANSWER_TIME_MS, Math.round(progress.viewedMs + thisVisit));
}

/** The clock at `now` by the shared rule, in the browser's frame corrected at the last sync. */
export function clockAt(clock: QuizClock, now: number) {
  return sessionClock(new Date(clock.startedAtMs), clock.limitMs, new Date(now));
}
