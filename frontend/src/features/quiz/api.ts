import { baseApi, callServer } from '../../app/api/base-api';
import type { ApiError } from '../../app/api/api-error';
import { takeEmbeddedSession } from './embedded-session';
import type {
  AnswerInput,
  AnswerResult,
  Availability,
  ClockReading,
  FlagResult,
  NoteInput,
  NoteList,
  NoteResult,
  ReportInput,
  Review,
  Session,
  SessionInitInput,
  Sheet,
  SheetSummary,
} from './quiz-types';

/**
 * The session lifecycle goes over the REST endpoints (init, qa, st, plus end, get and review beside
 * them) through the one HTTP client; availability, flags and reports have no REST twin and go over
 * tRPC; the reference sheets are REST only.
 */
export const SESSION_PATHS = {
  init: '/api/r/s/init',
  answer: '/api/r/s/qa',
  syncTime: '/api/r/s/st',
  end: '/api/r/s/end',
  session: (id: string) => `/api/r/s/${encodeURIComponent(id)}`,
  review: (id: string) => `/api/r/s/${encodeURIComponent(id)}/review`,
  notes: '/api/notes',
  note: (questionId: string) => `/api/notes/${encodeURIComponent(questionId)}`,
  sheets: '/api/sheets',
  sheet: (id: string) => `/api/sheets/${encodeURIComponent(id)}`,
} as const;

export const SHEETS_UNAVAILABLE = 'Reference sheets are not available yet. Please try again later.';
export const SHEET_NOT_FOUND = 'We could not find that sheet.';

/** How a session ended, as the player tells it (the server needs only the session). */
export type EndReason = 'completed' | 'timeUp' | 'ended' | 'user';

/** A session in play: what the server sent, and the results of the answers given in this visit. */
export interface PlayedSession {
  session: Session;
  /** Tutor feedback and progress per question id; a resumed answer carries none. */
  results: Record<string, AnswerResult>;
}

const played = (session: Session): PlayedSession => ({ session, results: {} });

/** A 404 from the sheets endpoints means there is nothing to show: say so in the product's words. */
function missing<T>(result: { data: T } | { error: ApiError }, message: string): { data: T } | { error: ApiError } {
  return 'error' in result && result.error.status === 404 ? { error: { ...result.error, message } } : result;
}

/**
 * The quiz's server data. An answer is written into the session's cache entry when the server has
 * taken it (so the player and palette show it), a flag at once and put back if the server refuses;
 * an ended session invalidates the dashboard ('Overview') and what sessions are available ('Sessions').
 */
export const quizApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    availability: build.query<Availability, string>({
      queryFn: (exam, { extra }) => callServer(extra, ({ trpc }) => trpc.sessions.available.query({ exam })),
      providesTags: ['Sessions'],
    }),
    startSession: build.mutation<Session, SessionInitInput>({
      queryFn: (input, { extra }) => callServer(extra, ({ http }) => http.post<Session>(SESSION_PATHS.init, input)),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const started = await queryFulfilled.catch(() => null);
        if (started) await dispatch(quizApi.util.upsertQueryData('session', started.data.id, played(started.data)));
      },
    }),
    session: build.query<PlayedSession, string>({
      queryFn: async (id, { extra }) => {
        const embedded = takeEmbeddedSession(id);
        if (embedded) return { data: played(embedded) };
        const result = await callServer(extra, ({ http }) => http.get<Session>(SESSION_PATHS.session(id)));
        return 'error' in result ? result : { data: played(result.data) };
      },
    }),
    answer: build.mutation<AnswerResult, AnswerInput>({
      queryFn: (input, { extra }) => callServer(extra, ({ http }) => http.post<AnswerResult>(SESSION_PATHS.answer, input)),
      async onQueryStarted({ sessionId, questionId, guessed = false }, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (!answered) return;
        const result = answered.data;
        dispatch(
          quizApi.util.updateQueryData('session', sessionId, (draft) => {
            const given = draft.session.answers.find((a) => a.questionId === questionId);
            const { response, score, maxScore, correct, item, mark, version, reviewedAt } = result;
            const answer = { response, score, maxScore, correct, guessed, item, mark, version, reviewedAt };
            if (given) Object.assign(given, answer);
            else draft.session.answers.push({ questionId, ...answer });
            draft.results[questionId] = result;
          }),
        );
      },
    }),
    syncTime: build.mutation<ClockReading, { sessionId: string; elapsedMs: number }>({
      queryFn: (input, { extra }) => callServer(extra, ({ http }) => http.post<ClockReading>(SESSION_PATHS.syncTime, input)),
    }),
    endSession: build.mutation<Review, { sessionId: string; reason: EndReason }>({
      queryFn: ({ sessionId }, { extra }) => callServer(extra, ({ http }) => http.post<Review>(SESSION_PATHS.end, { sessionId })),
      invalidatesTags: (review) => (review ? ['Overview', 'Sessions'] : []),
      async onQueryStarted({ sessionId }, { dispatch, queryFulfilled }) {
        const ended = await queryFulfilled.catch(() => null);
        if (!ended) return;
        dispatch(
          quizApi.util.updateQueryData('session', sessionId, (draft) => {
            draft.session.endedAt = ended.data.endedAt;
          }),
        );
        await dispatch(quizApi.util.upsertQueryData('review', sessionId, ended.data));
      },
    }),
    review: build.query<Review, string>({
      queryFn: (id, { extra }) => callServer(extra, ({ http }) => http.get<Review>(SESSION_PATHS.review(id))),
    }),
    /** Optimistic: the flag shows at once and goes back if the server refuses. */
    setFlag: build.mutation<FlagResult, { sessionId: string; questionId: string; flagged: boolean }>({
      queryFn: ({ questionId, flagged }, { extra }) =>
        callServer(extra, ({ trpc }) => (flagged ? trpc.questions.flag.mutate({ questionId }) : trpc.questions.unflag.mutate({ questionId }))),
      async onQueryStarted({ sessionId, questionId, flagged }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          quizApi.util.updateQueryData('session', sessionId, (draft) => {
            const question = draft.session.questions.find((q) => q.id === questionId);
            if (question) question.flagged = flagged;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    reportProblem: build.mutation<{ reportId: string }, ReportInput>({
      queryFn: (input, { extra }) => callServer(extra, ({ trpc }) => trpc.questions.report.mutate(input)),
    }),
    /** The caller's private note on a question (null when none). */
    note: build.query<NoteResult, string>({
      queryFn: (questionId, { extra }) => callServer(extra, ({ http }) => http.get<NoteResult>(SESSION_PATHS.note(questionId))),
    }),
    notes: build.query<NoteList, void>({
      queryFn: (_arg, { extra }) => callServer(extra, ({ http }) => http.get<NoteList>(SESSION_PATHS.notes)),
      providesTags: ['Notes'],
    }),
    /** Saves a note (an empty text deletes it); the question's note and the notes list follow. */
    saveNote: build.mutation<NoteResult, NoteInput>({
      queryFn: (input, { extra }) => callServer(extra, ({ http }) => http.post<NoteResult>(SESSION_PATHS.notes, input)),
      invalidatesTags: (saved) => (saved ? ['Notes'] : []),
      async onQueryStarted({ questionId }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) await dispatch(quizApi.util.upsertQueryData('note', questionId, saved.data));
      },
    }),
    sheets: build.query<SheetSummary[], void>({
      queryFn: async (_arg, { extra }) => missing(await callServer(extra, ({ http }) => http.get<SheetSummary[]>(SESSION_PATHS.sheets)), SHEETS_UNAVAILABLE),
    }),
    sheet: build.query<Sheet, string>({
      queryFn: async (id, { extra }) => missing(await callServer(extra, ({ http }) => http.get<Sheet>(SESSION_PATHS.sheet(id))), SHEET_NOT_FOUND),
    }),
  }),
});

export const {
  useAvailabilityQuery,
  useStartSessionMutation,
  useSessionQuery,
  useEndSessionMutation,
  useReviewQuery,
  useReportProblemMutation,
  useNoteQuery,
  useNotesQuery,
  useSaveNoteMutation,
  useSheetsQuery,
  useSheetQuery,
} = quizApi;

/** The end of a session, shared by the flow that ends it and the player that shows a failure. */
export const endKey = (sessionId: string) => `quiz-end:${sessionId}`;
