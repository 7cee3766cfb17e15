import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState, ThunkExtra } from '../../app/store';
import { ME_PATH } from '../../app/session/session-api';
import type { AuthFailure } from '../../lib/auth-failure';
import { sessionExpired, userSignedOut, type SignOutCause } from '../../app/session/userSlice';

export const AUTH_PATHS = {
  me: ME_PATH,
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
} as const;

export const createAuthThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: AuthFailure;
}>();

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
