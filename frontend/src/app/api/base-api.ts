import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { lateMiddleware, rootReducer, type ThunkExtra } from '../store';
import { toApiError, type ApiError } from './api-error';

/**
 * Cache tags: what a change makes stale. A purchase or a trial invalidates 'Access' and
 * 'Overview' (the dashboard), a finished session 'Overview' and 'Sessions', a saved profile 'Me', a
 * saved note 'Notes' (the notes list).
 */
export const API_TAGS = ['Me', 'Exams', 'Content', 'Overview', 'Access', 'Orders', 'Products', 'Sessions', 'Notes'] as const;

/**
 * The one RTK Query api. Endpoints call the tRPC client (or the REST client for /api/auth and
 * other REST routes) that the store hands in as the thunk `extra`; each feature injects its own
 * endpoints (`baseApi.injectEndpoints`) from its own chunk, so the first load carries none of them.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});

declare module '../store' {
  export interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}
}

// Every store (the app's, each test's) gets the api's reducer and middleware once this module loads.
const withApi = rootReducer.inject(baseApi);
lateMiddleware.addMiddleware(baseApi.middleware);

/**
 * Wraps a selector that reads the api's state (an endpoint's `select()`): the state it is given
 * has the api's slice typed as present, as it is once this module has loaded.
 */
export const selectWithApi = withApi.selector;

/**
 * A `queryFn` body: runs the call with the store's clients and settles it as RTK Query expects,
 * every failure normalised once (`toApiError`).
 */
export async function callServer<T>(extra: unknown, call: (clients: ThunkExtra) => Promise<T>): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await call(extra as ThunkExtra) };
  } catch (error) {
    return { error: toApiError(error) };
  }
}
