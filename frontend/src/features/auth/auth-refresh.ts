/** The session is re-checked every 10 minutes, and once immediately at start. */
export const AUTH_REFRESH_INTERVAL_MS = 600_000;

export interface AuthRefreshOptions {
  /** One session check; its failure is ignored here (the thunk has already recorded it). */
  refresh: () => Promise<unknown>;
  intervalMs?: number;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> };
}

/**
 * Background authentication refresh: once at start, then every interval, but only while
 * the page is visible and the browser online. It pauses when the page is hidden or goes offline and,
 * when it is visible and online again, checks at once and resumes. One check at a time; failures are
 * silently ignored. Returns the stop function.
 */
export function startAuthRefresh({
  refresh,
  intervalMs = AUTH_REFRESH_INTERVAL_MS,
  document: doc = document,
  window: win = window,
}: AuthRefreshOptions): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight = false;

  const active = () => doc.visibilityState === 'visible' && win.navigator.onLine;

  const check = () => {
    if (inFlight) return;
    inFlight = true;
    void Promise.resolve()
      .then(refresh)
      .catch(() => {})
      .finally(() => {
        inFlight = false;
      });
  };

  const resume = () => {
    timer ??= setInterval(() => {
      if (active()) check();
    }, intervalMs);
  };

  const pause = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };

  const onChange = () => {
    if (!active()) pause();
    else if (timer === null) {
      check();
      resume();
    }
  };

  check();
  if (active()) resume();
  doc.addEventListener('visibilitychange', onChange);
  win.addEventListener('online', onChange);
  win.addEventListener('offline', onChange);

  return () => {
    pause();
    doc.removeEventListener('visibilitychange', onChange);
    win.removeEventListener('online', onChange);
    win.removeEventListener('offline', onChange);
  };
}
