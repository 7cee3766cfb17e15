import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { sessionSlice } from './session/sessionSlice';
import { themeSlice } from './theme/themeSlice';
import { http as defaultHttp, type HttpClient } from '../lib/http';
import { trpc as defaultTrpc, type TrpcClient } from '../lib/trpc';
import { createAppEffects } from './listeners';
import { startupSlice } from './startup/startupSlice';

/**
 * Slices that load with their page (checkout…) declare themselves here by module augmentation and
 * join with `slice.injectInto(rootReducer)`, so that their code stays out of the entry chunk.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, themeSlice, startupSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Middleware that joins after the store is made: the RTK Query api adds its own when its module
 * loads (app/api/base-api.ts), so that neither it nor its reducer is part of the entry chunk.
 */
export const lateMiddleware = createDynamicMiddleware();

/** Services the thunks reach through `extra`, so tests can hand in fakes instead of mocking modules. */
export interface ThunkExtra {
  trpc: TrpcClient;
  http: HttpClient;
}

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  trpc?: TrpcClient;
  http?: HttpClient;
}

export function makeStore({ preloadedState, trpc = defaultTrpc, http = defaultHttp }: MakeStoreOptions = {}) {
  const extra: ThunkExtra = { trpc, http };
  const effects = createAppEffects();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(effects).concat(lateMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
