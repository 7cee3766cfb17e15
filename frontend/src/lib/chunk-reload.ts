/**
 * After a deployment, an open tab asks for code chunks that no longer exist. The fix is a reload,
 * but only once per 10 s (the route reload guard's lifetime), remembered in sessionStorage, so a chunk
 * that is really broken shows the error page instead of reloading forever.
 */
export const CHUNK_RELOAD_KEY = 'medprep:chunk-reload-at';
export const CHUNK_RELOAD_TTL_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (?:CSS )?chunk [\w-]+ failed|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

export interface ReloadGuardEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const browserReloadEnv = (): ReloadGuardEnv => ({
  storage: browserStorage(),
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

/**
 * Reloads the page unless it already did so in the last 10 s; returns whether it reloaded. Without
 * session storage it never reloads: it could not tell a reload loop from a first failure.
 */
export function reloadOnce(env: ReloadGuardEnv = browserReloadEnv()): boolean {
  const { storage } = env;
  if (!storage) return false;
  const now = env.now();
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (last && now - last >= 0 && now - last < CHUNK_RELOAD_TTL_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/**
 * Wraps a dynamic import: a chunk that fails to load reloads the page (once per 10 s); any other
 * failure, or a second one within 10 s, is thrown to the route's error boundary.
 */
export function withChunkReloadGuard<T>(load: () => Promise<T>, env?: () => ReloadGuardEnv): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnce(env ? env() : browserReloadEnv())) {
        // The page is going away; never settle, so nothing renders an error in the meantime.
        return new Promise<T>(() => {});
      }
      throw error;
    }
  };
}
