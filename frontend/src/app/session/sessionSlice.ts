import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Who ended the last session: the user (Log out), the server (401, expired), or a sign-out elsewhere (the live channel). */
export type SignOutCause = 'user' | 'session' | 'revoked';

export interface SessionState {
  /** Where a guard sends someone who is signed out: home after Log out, the login page otherwise. */
  signedOutBy: SignOutCause | null;
}

const initialState: SessionState = { signedOutBy: null };

/**
 * What the client alone knows about the session. The signed-in user is server data: it lives in
 * the api cache (session-api.ts), read through its selectors.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A user logged in or created an account. */
    sessionStarted(state) {
      state.signedOutBy = null;
    },
    /** The user logged out, or the server ended the session (401). */
    sessionEnded(state, action: PayloadAction<SignOutCause>) {
      state.signedOutBy = action.payload;
    },
  },
  selectors: {
    selectSignedOutBy: (state) => state.signedOutBy,
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectSignedOutBy } = sessionSlice.selectors;
