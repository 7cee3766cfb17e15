import { createSelector } from '@reduxjs/toolkit';
import { findExamBySlug, groupExamsByCategory, splitGroupsIntoColumns } from '@medprep/shared';
import type { RouterOutputs } from '@medprep/shared/contract';
import { baseApi, callServer, selectWithApi } from '../api/base-api';
import { useAppSelector } from '../hooks';
import type { AppStore, RootState } from '../store';

/** An exam offered on this instance, as the server lists it. */
export type CatalogueExam = RouterOutputs['exams']['initExamsAvailableForInstance'][number];

/** The exams offered on this instance: every page that shows them shares one request and one copy. */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exams: build.query<CatalogueExam[], void>({
      queryFn: (_arg, { extra }) => callServer(extra, ({ trpc }) => trpc.exams.initExamsAvailableForInstance.query()),
      providesTags: ['Exams'],
    }),
  }),
});

const NO_EXAMS: CatalogueExam[] = [];
const ignoreWarning = () => {};

const selectExamsResult = selectWithApi(catalogueApi.endpoints.exams.select());

export const selectExams = (state: RootState) => selectExamsResult(state).data ?? NO_EXAMS;
/** Exams grouped by category label, groups sorted alphabetically (rule in @medprep/shared). */
export const selectExamGroups = createSelector(selectExams, (exams) => groupExamsByCategory(exams));
/** The groups balanced into the two columns of the exam list. */
export const selectExamColumns = createSelector(selectExamGroups, (groups) => splitGroupsIntoColumns(groups));
// Silent: a selector runs on every render; the exam route's check is where a miss is warned.
export const selectExamBySlug = (state: RootState, slug: string) => findExamBySlug(selectExams(state), slug, ignoreWarning);

export type ExamsStatus = 'loading' | 'ready' | 'failed';

/**
 * Subscribes to the exam list and reports its state. A failed list is asked again when a new page
 * shows it, or on `retry` (the user's "Try again").
 */
export function useExams() {
  const { isSuccess, isError, error, refetch } = catalogueApi.useExamsQuery();
  const exams = useAppSelector(selectExams);
  const status: ExamsStatus = isError ? 'failed' : isSuccess ? 'ready' : 'loading';
  return { status, exams, error: error?.message ?? null, retry: () => void refetch() };
}

/**
 * Requests the exam list if needed and settles once it is there or has failed, for a first page
 * that must know the catalogue before it renders (the exam page: its title, or its 404).
 */
export async function examsSettled(store: AppStore): Promise<boolean> {
  const request = store.dispatch(catalogueApi.endpoints.exams.initiate(undefined, { subscribe: false }));
  const result = await request;
  return !result.isError;
}

/** Requests the exam list and holds it until `release`; `settled` is true once it is there, false if it failed. */
export function watchExams(store: AppStore): { settled: Promise<boolean>; release: () => void } {
  const request = store.dispatch(catalogueApi.endpoints.exams.initiate());
  return { settled: request.then((result) => !result.isError), release: () => request.unsubscribe() };
}
