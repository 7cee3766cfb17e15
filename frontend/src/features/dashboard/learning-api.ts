import type { History, QuestionSearchResult } from '@medprep/shared';
import { baseApi, callServer } from '../../app/api/base-api';

/** The dashboard's learning cards: progress over time (learning.history) and search (questions.search). */
export const learningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    learningHistory: build.query<History, string>({
      queryFn: (exam, { extra }) => callServer(extra, ({ trpc }) => trpc.learning.history.query({ exam })),
      providesTags: ['Overview'],
    }),
    questionSearch: build.query<QuestionSearchResult[], { query: string; exam?: string }>({
      queryFn: (input, { extra }) => callServer(extra, async ({ trpc }) => (await trpc.questions.search.query(input)).results),
    }),
  }),
});

export const { useLearningHistoryQuery, useQuestionSearchQuery } = learningApi;

/** The Anki deck's address (a plain download: the browser sends the session cookie). */
export const ankiExportPath = (exam: string, which: 'missed' | 'flagged') => `/api/export/anki?exam=${encodeURIComponent(exam)}&which=${which}`;
