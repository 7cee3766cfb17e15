import type { RouterOutputs } from '@medprep/shared/contract';
import type { Jsonified } from '../api/jsonified';

/** The signed-in user as GET /api/auth/me returns it (the server's own type, dates as strings). */
export type SessionUser = Jsonified<Exclude<RouterOutputs['auth']['me'], { uid: null }>>;

/** unknown: the first session check has not answered yet; the route guard waits for it. */
export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';
