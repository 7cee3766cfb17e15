import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState, ThunkExtra } from './store';

/** createAsyncThunk that knows the state, the dispatch and the `extra` services (tRPC client…). */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: string;
}>();
