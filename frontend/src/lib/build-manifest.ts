/**
 * New-deployment detection: the build writes builds/latest.json {id, builtAt} and
 * builds/meta/{id}.json; an open tab polls latest.json (every 5 minutes and when the window regains
 * focus, never from the HTTP cache) and, when the id differs from its own, reads that build's meta
 * file and offers a reload.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

export interface BuildInfo {
  id: string;
  builtAt?: string;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const NO_CACHE: RequestInit = { cache: 'no-store', headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } };

async function readBuild(fetchImpl: Fetch, url: string): Promise<BuildInfo | null> {
  try {
    const response = await fetchImpl(url, NO_CACHE);
    if (!response.ok) return null;
    // Where the file is missing, the server answers with the app's index.html: not JSON.
    const body = (await response.json()) as { id?: unknown; builtAt?: unknown } | null;
    return typeof body?.id === 'string' && body.id ? { id: body.id, builtAt: typeof body.builtAt === 'string' ? body.builtAt : undefined } : null;
  } catch {
    return null;
  }
}

export interface BuildWatchOptions {
  currentId: string;
  onNewBuild: (build: BuildInfo) => void;
  fetch?: Fetch;
  base?: string;
  intervalMs?: number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** The checks of the running watches, for checkForNewBuildNow. */
const runningChecks = new Set<() => Promise<void>>();

/** Checks at once in every running watch (the server has announced a new build). */
export function checkForNewBuildNow(): void {
  runningChecks.forEach((check) => void check());
}

/** Starts polling; returns the stop function. Stops by itself once it has reported a new build. */
export function watchForNewBuild({
  currentId,
  onNewBuild,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  base = '/',
  intervalMs = BUILD_POLL_INTERVAL_MS,
  target = window,
}: BuildWatchOptions): () => void {
  let stopped = false;
  let checking = false;

  const check = async () => {
    if (stopped || checking) return;
    checking = true;
    try {
      const latest = await readBuild(fetchImpl, `${base}builds/latest.json`);
      if (stopped || !latest || latest.id === currentId) return;
      const meta = await readBuild(fetchImpl, `${base}builds/meta/${encodeURIComponent(latest.id)}.json`);
      if (stopped || (meta && meta.id !== latest.id)) return;
      stop();
      onNewBuild(meta ?? latest);
    } finally {
      checking = false;
    }
  };

  const onFocus = () => void check();
  const timer = setInterval(onFocus, intervalMs);
  target.addEventListener('focus', onFocus);
  runningChecks.add(check);

  function stop() {
    stopped = true;
    clearInterval(timer);
    target.removeEventListener('focus', onFocus);
    runningChecks.delete(check);
  }
  return stop;
}
