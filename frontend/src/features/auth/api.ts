import { createAsyncThunk } from '@reduxjs/toolkit';
import { Messages } from '@medprep/shared';
import type { AppDispatch, RootState, ThunkExtra } from '../../app/store';
import { HttpError } from '../../lib/http';
import {
  invalidUserReceived,
  refreshFailed,
  refreshSettled,
  refreshStarted,
  sessionExpired,
  userRefreshed,
  userSignedOut,
  visitorConfirmed,
  type SignOutCause,
} from './userSlice';

export const AUTH_PATHS = {
  me: '/api/auth/me',
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
} as const;

export const NETWORK_ERROR_MESSAGE = 'We could not reach MedPrep. Check your connection and try again.';

/** Why an auth call failed, for a form to show: the server's message and code when it sent them. */
export interface AuthFailure {
  message: string;
  status?: number;
  code?: string;
}

export const createAuthThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: AuthFailure;
}>();

export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof HttpError) {
    return { message: error.serverMessage ?? error.message, status: error.status, code: error.code };
  }
  if (error instanceof TypeError) return { message: NETWORK_ERROR_MESSAGE };
  return { message: error instanceof Error && error.message ? error.message : Messages.rpc.unknown };
}

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
      const body = await extra.http.get<unknown>(AUTH_PATHS.me);
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

/**
 * POST /api/auth/logout (the server clears the cookie for every path variant). A failure is logged
 * and local state is cleared anyway. `cause` 'session' is the logout routine after a 401.
 */
export const signOut = createAuthThunk('user/signOut', async (cause: SignOutCause | void, { extra, dispatch }) => {
  try {
    await extra.http.post(AUTH_PATHS.logout, undefined, { unauthorizedIsExpected: true });
  } catch (error) {
    console.error('Logout failed', error);
  }
  dispatch(cause === 'session' ? sessionExpired() : userSignedOut());
});
