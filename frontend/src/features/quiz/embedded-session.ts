import { EMBEDDED_SESSION_ELEMENT_ID } from '@medprep/shared';
import { embeddedJson } from '../../lib/embedded-json';
import type { Session } from './quiz-types';

/**
 * The running session the server wrote into the player's page for its owner (backend
 * signed-in-pages.ts), as `GET /api/r/s/:id` gives it: the player opens from it instead of asking
 * again once its code has loaded. Taken once (the element goes with it): a later load asks the server.
 */
export function takeEmbeddedSession(id: string): Session | null {
  const session = embeddedJson(EMBEDDED_SESSION_ELEMENT_ID, { take: true }) as Session | null;
  return session?.id === id ? session : null;
}
