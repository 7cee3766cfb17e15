import { baseApi } from '../../app/api/base-api';
import { ME_PATH, userSignedOut } from '../../app/session/session-api';
import type { SignOutCause } from '../../app/session/sessionSlice';
import type { ThunkExtra } from '../../app/store';

export const AUTH_PATHS = {
  me: ME_PATH,
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
} as const;

/**
 * POST /api/auth/logout (the server clears the cookie for every path variant). A failure is logged
 * and local state is cleared anyway. `cause` 'session' is the logout routine after a 401.
 */
export const signOutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signOut: build.mutation<null, SignOutCause | void>({
      queryFn: async (cause, { extra, dispatch }) => {
        try {
          await (extra as ThunkExtra).http.post(AUTH_PATHS.logout, undefined, { unauthorizedIsExpected: true });
        } catch (error) {
          console.error('Logout failed', error);
        }
        dispatch(userSignedOut(cause === 'session' ? 'session' : 'user'));
        return { data: null };
      },
    }),
  }),
});

export const signOut = (cause?: SignOutCause) => signOutApi.endpoints.signOut.initiate(cause);
