import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { userSlice } from '../features/auth/userSlice';
import { examsSlice } from '../features/exams/examsSlice';
import { themeSlice } from '../features/theme/themeSlice';
import { http as defaultHttp, type HttpClient } from '../lib/http';
import { trpc as defaultTrpc, type TrpcClient } from '../lib/trpc';
import { createAppListeners } from './listeners';

const rootReducer = combineReducers({
  [examsSlice.reducerPath]: examsSlice.reducer,
  [userSlice.reducerPath]: userSlice.reducer,
  [themeSlice.reducerPath]: themeSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

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
  const listeners = createAppListeners(extra);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(listeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
