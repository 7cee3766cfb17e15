import { Messages } from '@medprep/shared';
import type { AppDispatch } from '../../app/store';
import { checkUser } from '../../app/session/session-api';
import { toAuthFailure } from '../../lib/auth-failure';
import { AUTH_PATHS, createAuthThunk } from './api';
import { invalidUserReceived, userSignedIn, type SessionUser } from '../../app/session/userSlice';

// Logging in, creating an account and resetting a password: only their pages load this module.

async function signedInUser(body: unknown, dispatch: AppDispatch): Promise<SessionUser> {
  const checked = await checkUser(body);
  if (!checked.ok) {
    dispatch(invalidUserReceived(checked.message));
    throw new Error(checked.message);
  }
  dispatch(userSignedIn(checked.user));
  return checked.user;
}

export interface Credentials {
  email: string;
  password: string;
}

/** POST /api/auth/login. A 401 here is a wrong password, not a lost session: no logout routine. */
export const signIn = createAuthThunk('user/signIn', async (credentials: Credentials, { extra, dispatch, rejectWithValue }) => {
  try {
    const body = await extra.http.post<unknown>(AUTH_PATHS.login, credentials, { unauthorizedIsExpected: true });
    return await signedInUser(body, dispatch);
  } catch (error) {
    return rejectWithValue(toAuthFailure(error));
  }
});

export interface Registration extends Credentials {
  firstName: string;
  surname: string;
}

/** POST /api/auth/register: creates the account and signs in. */
export const register = createAuthThunk('user/register', async (input: Registration, { extra, dispatch, rejectWithValue }) => {
  try {
    const body = await extra.http.post<unknown>(AUTH_PATHS.register, input);
    return await signedInUser(body, dispatch);
  } catch (error) {
    return rejectWithValue(toAuthFailure(error));
  }
});

/** POST /api/auth/password-reset: resolves with the server's neutral confirmation. */
export const requestPasswordReset = createAuthThunk(
  'user/requestPasswordReset',
  async (input: { email: string }, { extra, rejectWithValue }) => {
    try {
      const body = await extra.http.post<{ message?: string }>(AUTH_PATHS.passwordReset, input);
      return body?.message ?? Messages.auth.resetRequested;
    } catch (error) {
      return rejectWithValue(toAuthFailure(error));
    }
  },
);

/** POST /api/auth/password-reset/confirm: resolves with the server's success message. */
export const confirmPasswordReset = createAuthThunk(
  'user/confirmPasswordReset',
  async (input: { token: string; password: string }, { extra, rejectWithValue }) => {
    try {
      const body = await extra.http.post<{ message?: string }>(AUTH_PATHS.passwordResetConfirm, input);
      return body?.message ?? Messages.auth.passwordChanged;
    } catch (error) {
      return rejectWithValue(toAuthFailure(error));
    }
  },
);
