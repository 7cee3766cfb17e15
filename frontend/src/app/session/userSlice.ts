// The session's reads and events moved to session-api.ts (the user is server data, in the api
// cache) and sessionSlice.ts (what only the client knows). Checkout still imports them from here;
// delete this module once it imports session-api.ts.
export { selectIsLoggedIn, selectMe, selectSubscriptionStatus, userSignedIn } from './session-api';
export type { SessionUser } from './session-user';
