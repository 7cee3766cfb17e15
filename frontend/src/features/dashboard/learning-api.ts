import type { Blueprint, History, QuestionSearchResult, Readiness } from '@medprep/shared';
import type { RouterOutputs } from '@medprep/shared/contract';
import { baseApi, callServer } from '../../app/api/base-api';
import type { Jsonified } from '../../app/api/jsonified';

/** learning.dueQueue as the cache keeps it (due times as ISO strings). */
export type DueQueueData = Jsonified<RouterOutputs['learning']['dueQueue']>;

/**
 * The dashboard's learning cards: the review queue (learning.dueQueue), the blueprint and readiness
 * (learning.blueprint, learning.readiness), progress over time (learning.history) and search
 * (questions.search); refreshed with the dashboard ('Overview') when a session ends.
 */
export const learningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dueQueue: build.query<DueQueueData, string>({
      queryFn: (exam, { extra }) =>
        callServer(extra, async ({ trpc }) => {
          const queue = await trpc.learning.dueQueue.query({ exam });
          return { ...queue, next: queue.next.map((card) => ({ ...card, due: card.due.toISOString() })) };
        }),
      providesTags: ['Overview'],
    }),
    blueprint: build.query<Blueprint, string>({
      queryFn: (exam, { extra }) => callServer(extra, ({ trpc }) => trpc.learning.blueprint.query({ exam })),
      providesTags: ['Overview'],
    }),
    readiness: build.query<Readiness, string>({
      queryFn: (exam, { extra }) => callServer(extra, ({ trpc }) => trpc.learning.readiness.query({ exam })),
      providesTags: ['Overview'],
    }),
    learningHistory: build.query<History, string>({
      queryFn: (exam, { extra }) => callServer(extra, ({ trpc }) => trpc.learning.history.query({ exam })),
      providesTags: ['Overview'],
    }),
    questionSearch: build.query<QuestionSearchResult[], { query: string; exam?: string }>({
      queryFn: (input, { extra }) => callServer(extra, async ({ trpc }) => (await trpc.questions.search.query(input)).results),
    }),
  }),
});

export const { useDueQueueQuery, useBlueprintQuery, useReadinessQuery, useLearningHistoryQuery, useQuestionSearchQuery } = learningApi;

/** The Anki deck's address (a plain download: the browser sends the session cookie). */
export const ankiExportPath = (exam: string, which: 'missed' | 'flagged') => `/api/export/anki?exam=${encodeURIComponent(exam)}&which=${which}`;
