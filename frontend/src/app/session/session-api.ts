import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { checkStoreUser, displayName, hasAccess, Messages, toSubscriptionStatus, userInitials } from '@medprep/shared';
import { baseApi, selectWithApi } from '../api/base-api';
import { toApiError, type ApiError } from '../api/api-error';
import { HttpError } from '../../lib/http';
import { themeRestored } from '../theme/themeSlice';
import type { AppStore, RootState, ThunkExtra } from '../store';
import { ME_PATH, takePrefetchedMe } from './me-prefetch';
import { selectSignedOutBy, sessionEnded, sessionStarted, type SignOutCause } from './sessionSlice';
import type { AuthStatus, SessionUser } from './session-user';

export type { AuthStatus, SessionUser } from './session-user';

export { ME_PATH } from './me-prefetch';

const isVisitor = (body: unknown) =>
  typeof body === 'object' && body !== null && 'uid' in body && (body as { uid: unknown }).uid === null;

/** The user check: an object with an id (see checkStoreUser). */
export const checkUser = (body: unknown) => checkStoreUser<SessionUser>(body);

/** Why the session check failed: 'Session expired' after a 401, 'Auth refresh failed: 503' otherwise. */
function sessionCheckError(error: unknown): ApiError {
  const failure = toApiError(error);
  if (!(error instanceof HttpError)) return failure;
  return { ...failure, message: error.status === 401 ? Messages.session.expired : Messages.session.refreshFailed(error.status) };
}

const sameAccess = (a: SessionUser | null | undefined, b: SessionUser | null | undefined) =>
  JSON.stringify(a?.access ?? null) === JSON.stringify(b?.access ?? null);

/**
 * GET /api/auth/me, the signed-in user (null for a visitor). A user that is not one (no id) fails
 * with the store's message; a 401 has already run the logout routine (lib/http).
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<SessionUser | null, void>({
      queryFn: async (_arg, { extra }) => {
        try {
          const body = await (takePrefetchedMe() ?? (extra as ThunkExtra).http.get<unknown>(ME_PATH));
          if (isVisitor(body)) return { data: null };
          const checked = checkUser(body);
          return checked.ok ? { data: checked.user } : { error: { message: checked.message, code: 'INVALID_USER' } };
        } catch (error) {
          return { error: sessionCheckError(error) };
        }
      },
      // The session lasts as long as the page: it is never dropped for want of a subscriber.
      keepUnusedDataFor: Infinity,
      providesTags: ['Me', 'Access'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled, getCacheEntry }) {
        const before = getCacheEntry().data;
        try {
          const { data } = await queryFulfilled;
          if (data) dispatch(themeRestored(data.settings?.theme));
          // What the user may practise follows their access (a purchase, a trial, an expiry).
          if (before && !sameAccess(before, data)) dispatch(baseApi.util.invalidateTags(['Overview']));
        } catch {
          // The failure is in the cache entry; the selectors read it.
        }
      },
    }),
  }),
});

export const { useMeQuery } = sessionApi;

type Dispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

const meEntry = (user: SessionUser | null) => sessionApi.util.upsertQueryEntries([{ endpointName: 'me', arg: undefined, value: user }]);

/** Log in or account creation succeeded with this user: the cache holds it, their theme returns. */
export const userSignedIn = (user: SessionUser) => (dispatch: Dispatch) => {
  dispatch(meEntry(user));
  dispatch(sessionStarted());
  dispatch(themeRestored(user.settings?.theme));
};

/** The user logged out (`cause` 'user') or the server ended the session ('session'): a visitor now. */
export const userSignedOut = (cause: SignOutCause) => (dispatch: Dispatch) => {
  dispatch(meEntry(null));
  dispatch(sessionEnded(cause));
};

/** Checks the session again now (one request at a time: a check in flight is shared). */
export const refreshMe = () => sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true });

/**
 * Starts the session check and holds the session's subscription; resolves once it has answered.
 * Returns the release.
 */
export function watchSession(store: AppStore): { settled: Promise<void>; release: () => void } {
  const request = store.dispatch(sessionApi.endpoints.me.initiate());
  return { settled: request.then(() => undefined), release: () => request.unsubscribe() };
}

const selectMeResult = selectWithApi(sessionApi.endpoints.me.select());

/** The signed-in user, or null (a visitor, or a failed check: an error clears the local user). */
export const selectMe = (state: RootState): SessionUser | null => {
  const result = selectMeResult(state);
  return result.isError ? null : (result.data ?? null);
};

export const selectAuthStatus = (state: RootState): AuthStatus => {
  const result = selectMeResult(state);
  if (result.isError) return 'signedOut';
  if (result.data === undefined) return 'unknown';
  return result.data ? 'signedIn' : 'signedOut';
};

export const selectIsLoggedIn = (state: RootState) => selectAuthStatus(state) === 'signedIn';
export const selectUserId = (state: RootState) => selectMe(state)?.id ?? null;
/** none, free, trial or subscription, from the user's access (rule in @medprep/shared). */
export const selectSubscriptionStatus = (state: RootState) => toSubscriptionStatus(selectMe(state)?.access?.access);
export const selectHasAccess = (state: RootState) => hasAccess(selectSubscriptionStatus(state));
/** 'First Surname', else the e-mail, else 'User' (rule in @medprep/shared). */
export const selectDisplayName = (state: RootState) => displayName(selectMe(state));
/** Initials for the avatar (rule in @medprep/shared). */
export const selectInitials = (state: RootState) => userInitials(selectMe(state));

/** Why the user is signed out, for the login page: 'Session expired', signed out elsewhere, a failed check, a refused user. */
export const selectSessionError = (state: RootState): string | null => {
  if (selectSignedOutBy(state) === 'session') return Messages.session.expired;
  if (selectSignedOutBy(state) === 'revoked') return Messages.session.signedOutElsewhere;
  return selectMeResult(state).error?.message ?? null;
};
