import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { examsSlice } from '../features/exams/examsSlice';
import { trpc as defaultTrpc, type TrpcClient } from '../lib/trpc';

const rootReducer = combineReducers({
  [examsSlice.reducerPath]: examsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Services the thunks reach through `extra`, so tests can hand in fakes instead of mocking modules. */
export interface ThunkExtra {
  trpc: TrpcClient;
}

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  trpc?: TrpcClient;
}

export function makeStore({ preloadedState, trpc = defaultTrpc }: MakeStoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { trpc } satisfies ThunkExtra } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
