import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_SUBSCRIPTION_STATUS,
  Messages,
  displayName,
  hasAccess,
  isSubscriptionStatus,
  toSubscriptionStatus,
  userInitials,
  type Me,
  type SubscriptionStatus,
} from '@medprep/shared';

/** A value as it arrives in JSON: dates are ISO strings. */
type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/** The signed-in user as GET /api/auth/me returns it (the product's Me, dates as strings). */
export type SessionUser = Jsonified<Me>;

/** unknown: the first session check has not answered yet; the route guard waits for it. */
export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

/** Who ended the last session: the user (Log out) or the server (401, expired). */
export type SignOutCause = 'user' | 'session';

export interface UserState {
  status: AuthStatus;
  /** The signed-in user; null is the empty user. */
  me: SessionUser | null;
  /** Setting the user marks both logged-in flags. */
  loggedIn: boolean;
  isAuthenticated: boolean;
  subscriptionStatus: SubscriptionStatus;
  /** A session check is in flight (only one at a time). */
  refreshing: boolean;
  signedOutBy: SignOutCause | null;
  /** 'Session expired', 'Auth refresh failed: 503'… */
  sessionError: string | null;
  /** The last store validation message, e.g. an invalid subscription status. */
  validationError: string | null;
}

export const initialUserState: UserState = {
  status: 'unknown',
  me: null,
  loggedIn: false,
  isAuthenticated: false,
  subscriptionStatus: DEFAULT_SUBSCRIPTION_STATUS,
  refreshing: false,
  signedOutBy: null,
  sessionError: null,
  validationError: null,
};

function setUser(state: UserState, me: SessionUser) {
  state.status = 'signedIn';
  state.me = me;
  state.loggedIn = true;
  state.isAuthenticated = true;
  state.subscriptionStatus = toSubscriptionStatus(me.access?.access);
  state.signedOutBy = null;
  state.sessionError = null;
  state.validationError = null;
}

/** Logout or clearing: the empty user, access none, both flags down. */
function clearUser(state: UserState) {
  state.status = 'signedOut';
  state.me = null;
  state.loggedIn = false;
  state.isAuthenticated = false;
  state.subscriptionStatus = DEFAULT_SUBSCRIPTION_STATUS;
}

/**
 * The session as a state machine of events. The user objects in the payloads have been checked at
 * the boundary where they arrived (see user-validation.ts); the reducers hold the transitions.
 */
export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** Log in or account creation succeeded. */
    userSignedIn(state, action: PayloadAction<SessionUser>) {
      setUser(state, action.payload);
    },
    /** The session check answered with a user. */
    userRefreshed(state, action: PayloadAction<SessionUser>) {
      setUser(state, action.payload);
    },
    /** The session check answered `{ uid: null }`: a visitor. */
    visitorConfirmed(state) {
      clearUser(state);
      state.sessionError = null;
    },
    /** The user logged out (the server call may have failed; local state is cleared anyway). */
    userSignedOut(state) {
      clearUser(state);
      state.signedOutBy = 'user';
      state.sessionError = null;
    },
    /** The server answered 401: the session is over. */
    sessionExpired(state) {
      clearUser(state);
      state.signedOutBy = 'session';
      state.sessionError = Messages.session.expired;
    },
    /** The session check failed otherwise (an error clears local state). */
    refreshFailed(state, action: PayloadAction<string>) {
      clearUser(state);
      state.sessionError = action.payload;
    },
    /** The server sent something that is not a user: cleared, with the store's message. */
    invalidUserReceived(state, action: PayloadAction<string>) {
      clearUser(state);
      state.validationError = action.payload;
    },
    /** A manual status change: anything but the four statuses is rejected and resets to none. */
    subscriptionStatusChanged(state, action: PayloadAction<unknown>) {
      if (isSubscriptionStatus(action.payload)) {
        state.subscriptionStatus = action.payload;
        state.validationError = null;
      } else {
        state.subscriptionStatus = DEFAULT_SUBSCRIPTION_STATUS;
        state.validationError = Messages.store.invalidSubscriptionStatus(action.payload);
      }
    },
    /** users.updateUserAccount succeeded: the local copies of the account fields follow. */
    accountUpdated(state, action: PayloadAction<{ firstName: string; surname: string; email: string; title: string | null }>) {
      if (!state.me) return;
      Object.assign(state.me, action.payload);
    },
    /** users.updateUserProfile succeeded: the server's merged profile replaces the local one. */
    profileUpdated(state, action: PayloadAction<SessionUser['profile']>) {
      if (state.me) state.me.profile = action.payload;
    },
    /** users.updateExamDates succeeded: the response's exam dates replace the local ones. */
    examDatesUpdated(state, action: PayloadAction<SessionUser['examDates']>) {
      if (state.me) state.me.examDates = action.payload;
    },
    /** users.updateUserState succeeded (onboarding addressed, currency…), or the user dismissed the onboarding. */
    userStateUpdated(state, action: PayloadAction<Partial<SessionUser['state']>>) {
      if (state.me) state.me.state = { ...state.me.state, ...action.payload };
    },
    refreshStarted(state) {
      state.refreshing = true;
    },
    refreshSettled(state) {
      state.refreshing = false;
    },
  },
  selectors: {
    selectMe: (state) => state.me,
    selectAuthStatus: (state) => state.status,
    selectIsLoggedIn: (state) => state.loggedIn && state.isAuthenticated,
    selectIsRefreshing: (state) => state.refreshing,
    selectSignedOutBy: (state) => state.signedOutBy,
    selectSessionError: (state) => state.sessionError,
    selectUserValidationError: (state) => state.validationError,
    selectSubscriptionStatus: (state) => state.subscriptionStatus,
    selectUserId: (state) => state.me?.id ?? null,
    /** The theme saved in the user's settings, if signed in. */
    selectSavedTheme: (state) => state.me?.settings?.theme ?? null,
    // Derived strings and flags: equal values compare equal, so they need no memoizing.
    /** 'First Surname', else the e-mail, else 'User' (rule in @medprep/shared). */
    selectDisplayName: (state) => displayName(state.me),
    /** Initials for the avatar (rule in @medprep/shared). */
    selectInitials: (state) => userInitials(state.me),
    selectHasAccess: (state) => hasAccess(state.subscriptionStatus),
  },
});

export const {
  userSignedIn,
  userRefreshed,
  visitorConfirmed,
  userSignedOut,
  sessionExpired,
  refreshFailed,
  invalidUserReceived,
  subscriptionStatusChanged,
  accountUpdated,
  profileUpdated,
  examDatesUpdated,
  userStateUpdated,
  refreshStarted,
  refreshSettled,
} = userSlice.actions;

export const {
  selectMe,
  selectAuthStatus,
  selectIsLoggedIn,
  selectIsRefreshing,
  selectSignedOutBy,
  selectSessionError,
  selectUserValidationError,
  selectSubscriptionStatus,
  selectUserId,
  selectSavedTheme,
  selectDisplayName,
  selectInitials,
  selectHasAccess,
} = userSlice.selectors;
