import { Messages } from '@medprep/shared';
import { baseApi, callServer } from '../../app/api/base-api';
import { checkUser, userSignedIn, type SessionUser } from '../../app/session/session-api';
import type { AppDispatch } from '../../app/store';
import { AUTH_PATHS } from './api';

// Logging in, creating an account and resetting a password: only their pages load this module.

/** The user the server answered with, checked, then signed in; a refused one fails with the store's message. */
async function signedInUser(body: unknown, dispatch: AppDispatch): Promise<SessionUser> {
  const checked = checkUser(body);
  if (!checked.ok) throw new Error(checked.message);
  dispatch(userSignedIn(checked.user));
  return checked.user;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  firstName: string;
  surname: string;
}

export const credentialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/login. A 401 here is a wrong password, not a lost session: no logout routine. */
    signIn: build.mutation<SessionUser, Credentials>({
      queryFn: (credentials, { extra, dispatch }) =>
        callServer(extra, async ({ http }) =>
          signedInUser(await http.post<unknown>(AUTH_PATHS.login, credentials, { unauthorizedIsExpected: true }), dispatch as AppDispatch),
        ),
    }),
    /** POST /api/auth/register: creates the account and signs in. */
    register: build.mutation<SessionUser, Registration>({
      queryFn: (input, { extra, dispatch }) =>
        callServer(extra, async ({ http }) => signedInUser(await http.post<unknown>(AUTH_PATHS.register, input), dispatch as AppDispatch)),
    }),
    /** POST /api/auth/password-reset: the server's neutral confirmation. */
    requestPasswordReset: build.mutation<string, { email: string }>({
      queryFn: (input, { extra }) =>
        callServer(extra, async ({ http }) => (await http.post<{ message?: string }>(AUTH_PATHS.passwordReset, input))?.message ?? Messages.auth.resetRequested),
    }),
    /** POST /api/auth/password-reset/confirm: the server's success message. */
    confirmPasswordReset: build.mutation<string, { token: string; password: string }>({
      queryFn: (input, { extra }) =>
        callServer(extra, async ({ http }) => (await http.post<{ message?: string }>(AUTH_PATHS.passwordResetConfirm, input))?.message ?? Messages.auth.passwordChanged),
    }),
  }),
});

export const { useSignInMutation, useRegisterMutation, useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = credentialsApi;
