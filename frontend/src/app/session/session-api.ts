import { createAsyncThunk } from '@reduxjs/toolkit';
import { Messages } from '@medprep/shared';
import { toAuthFailure } from '../../lib/auth-failure';
import { HttpError } from '../../lib/http';
import type { AppDispatch, RootState, ThunkExtra } from '../store';
import {
  invalidUserReceived,
  refreshFailed,
  refreshSettled,
  refreshStarted,
  sessionExpired,
  userRefreshed,
  visitorConfirmed,
} from './userSlice';

export const ME_PATH = '/api/auth/me';

const isVisitor = (body: unknown) =>
  typeof body === 'object' && body !== null && 'uid' in body && (body as { uid: unknown }).uid === null;

/** The user check (an object with an id); its module (and zod) loads only when a user object actually arrives. */
export async function checkUser(body: unknown) {
  const { checkStoreUser } = await import('./user-validation');
  return checkStoreUser(body);
}

/**
 * Confirms the session with GET /api/auth/me: a user sets the user; `{uid: null}` or an
 * error clears local state; a 401 has already run the logout routine (lib/http) and ends with
 * 'Session expired'. Only one runs at a time: a second dispatch while one is in flight is dropped.
 */
export const refreshMe = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: string;
}>()(
  'user/refreshMe',
  async (_: void, { extra, dispatch, rejectWithValue }) => {
    dispatch(refreshStarted());
    try {
      const body = await extra.http.get<unknown>(ME_PATH);
      if (isVisitor(body)) {
        dispatch(visitorConfirmed());
        return null;
      }
      const checked = await checkUser(body);
      if (!checked.ok) {
        dispatch(invalidUserReceived(checked.message));
        return rejectWithValue(checked.message);
      }
      dispatch(userRefreshed(checked.user));
      return checked.user;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        dispatch(sessionExpired());
        return rejectWithValue(Messages.session.expired);
      }
      const message =
        error instanceof HttpError ? Messages.session.refreshFailed(error.status) : toAuthFailure(error).message;
      dispatch(refreshFailed(message));
      return rejectWithValue(message);
    } finally {
      dispatch(refreshSettled());
    }
  },
  { condition: (_, { getState }) => !getState().user.refreshing },
);
