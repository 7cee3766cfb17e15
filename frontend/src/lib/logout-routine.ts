/**
 * The routine the HTTP and tRPC clients run when the server answers 401. The auth
 * feature registers it; lib/ only knows that something may be registered, so no import runs from
 * lib to a feature.
 */
export type LogoutRoutine = () => unknown;

let routine: LogoutRoutine | null = null;
let running: Promise<void> | null = null;

/** Registers the routine; the returned function unregisters it (if it is still the one registered). */
export function registerLogoutRoutine(next: LogoutRoutine): () => void {
  routine = next;
  return () => {
    if (routine === next) routine = null;
  };
}

/**
 * Runs the registered routine and ignores its failure. While one run is in progress another 401
 * does not start a second one (and does not wait for it: the routine's own requests may be the
 * ones answering 401).
 */
export function runLogoutRoutine(): Promise<void> {
  if (running || !routine) return Promise.resolve();
  const current = routine;
  running = (async () => {
    try {
      await current();
    } catch {
      // Failure of the logout routine is ignored.
    } finally {
      running = null;
    }
  })();
  return running;
}
