import { http } from '../../lib/http';
import { isSignedInArea } from '../signed-in-area';

export const ME_PATH = '/api/auth/me';

let early: Promise<unknown> | null = null;

/**
 * On a dashboard or session page the session check goes out at once (main.tsx), while the data
 * layer and the page's code still load: the page, which waits for it, then shows as soon as its
 * code is there. The first check takes this answer (session-api.ts).
 */
export function prefetchMe(pathname: string): void {
  if (!isSignedInArea(pathname)) return;
  early = http.get<unknown>(ME_PATH);
  // Handled when taken; a failure here must not surface as an unhandled rejection.
  early.catch(() => {});
}

/** The early session check's answer, once: later checks ask the server again. */
export function takePrefetchedMe(): Promise<unknown> | null {
  const taken = early;
  early = null;
  return taken;
}
