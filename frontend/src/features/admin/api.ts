import { baseApi, callServer } from '../../app/api/base-api';
import type { ApiError } from '../../app/api/api-error';
import { adminPaths } from './admin-paths';
import type {
  AdminQuestion,
  AdminQuestionRow,
  AuditEntry,
  ItemStats,
  NewVersionInput,
  Page,
  QuestionFilters,
  QuestionReport,
  QuestionVersion,
  ReportDecision,
  ReportStatus,
  SavedVersion,
  StatsRun,
  TransitionInput,
} from './admin-types';

/** A 404 from the REST client (its HttpError, read by shape so the console's chunks do not pull lib/http apart from the first load's). */
const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * The editor console's endpoints, over the REST client. Tags: an item ('AdminItem' by id) holds its
 * row, versions and audit; a new version or a move makes them stale, and the list ('AdminItems').
 */
const adminBase = baseApi.enhanceEndpoints({ addTagTypes: ['AdminItems', 'AdminItem', 'AdminReports', 'AdminStats'] });

const itemTags = (id: string) => [{ type: 'AdminItem' as const, id }, 'AdminItems' as const];

export const adminApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    questions: build.query<Page<AdminQuestionRow>, QuestionFilters>({
      queryFn: (filters, { extra }) => callServer(extra, ({ http }) => http.get<Page<AdminQuestionRow>>(adminPaths.questions(filters))),
      providesTags: ['AdminItems'],
    }),
    question: build.query<AdminQuestion, string>({
      queryFn: (id, { extra }) => callServer(extra, ({ http }) => http.get<AdminQuestion>(adminPaths.question(id))),
      providesTags: (_result, _error, id) => [{ type: 'AdminItem', id }],
    }),
    versions: build.query<QuestionVersion[], string>({
      queryFn: (id, { extra }) =>
        callServer(extra, async ({ http }) => (await http.get<{ versions: QuestionVersion[] }>(adminPaths.versions(id))).versions),
      providesTags: (_result, _error, id) => [{ type: 'AdminItem', id }],
    }),
    saveVersion: build.mutation<SavedVersion, NewVersionInput>({
      queryFn: ({ id, ...body }, { extra }) => callServer(extra, ({ http }) => http.post<SavedVersion>(adminPaths.versions(id), body)),
      invalidatesTags: (_result, _error, { id }) => itemTags(id),
    }),
    moveVersion: build.mutation<QuestionVersion, TransitionInput>({
      queryFn: ({ id, version, to, note }, { extra }) =>
        callServer(extra, ({ http }) => http.post<QuestionVersion>(adminPaths.transitions(id, version), note ? { to, note } : { to })),
      invalidatesTags: (_result, _error, { id }) => itemTags(id),
    }),
    audit: build.query<Page<AuditEntry>, string>({
      queryFn: (id, { extra }) => callServer(extra, ({ http }) => http.get<Page<AuditEntry>>(adminPaths.audit(id))),
      providesTags: (_result, _error, id) => [{ type: 'AdminItem', id }],
    }),
    /** null: no statistics computed for the item yet (the server answers 404). */
    stats: build.query<ItemStats | null, string>({
      queryFn: (id, { extra }) =>
        callServer(extra, async ({ http }) => {
          try {
            return await http.get<ItemStats>(adminPaths.stats(id));
          } catch (error) {
            if (isNotFound(error)) return null;
            throw error;
          }
        }),
      providesTags: (_result, _error, id) => [{ type: 'AdminStats', id }],
    }),
    /** null: no run yet. */
    latestStatsRun: build.query<StatsRun | null, void>({
      queryFn: (_arg, { extra }) =>
        callServer(extra, async ({ http }) => {
          try {
            return await http.get<StatsRun>(adminPaths.latestStatsRun);
          } catch (error) {
            if (isNotFound(error)) return null;
            throw error;
          }
        }),
    }),
    startStatsRun: build.mutation<{ id: string }, void>({
      queryFn: (_arg, { extra }) => callServer(extra, ({ http }) => http.post<{ id: string }>(adminPaths.statsRuns, {})),
    }),
    reports: build.query<Page<QuestionReport>, { status?: ReportStatus; page?: number }>({
      queryFn: (filters, { extra }) => callServer(extra, ({ http }) => http.get<Page<QuestionReport>>(adminPaths.reports(filters))),
      providesTags: ['AdminReports'],
    }),
    decideReport: build.mutation<QuestionReport, ReportDecision>({
      queryFn: ({ id, ...body }, { extra }) => callServer(extra, ({ http }) => http.patch<QuestionReport>(adminPaths.report(id), body)),
      invalidatesTags: ['AdminReports'],
    }),
    markGuidelineUpdated: build.mutation<{ flagged: number }, { code: string; note: string }>({
      queryFn: ({ code, note }, { extra }) => callServer(extra, ({ http }) => http.post<{ flagged: number }>(adminPaths.guidelineUpdated(code), { note })),
      invalidatesTags: ['AdminItems'],
    }),
  }),
});

export const {
  useQuestionsQuery,
  useQuestionQuery,
  useVersionsQuery,
  useSaveVersionMutation,
  useMoveVersionMutation,
  useAuditQuery,
  useStatsQuery,
  useLatestStatsRunQuery,
  useStartStatsRunMutation,
  useReportsQuery,
  useDecideReportMutation,
  useMarkGuidelineUpdatedMutation,
} = adminApi;

export type { ApiError };
