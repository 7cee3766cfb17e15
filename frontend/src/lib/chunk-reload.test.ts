import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_TTL_MS, isChunkLoadError, reloadOnce, withChunkReloadGuard, type ReloadGuardEnv } from './chunk-reload';

function memoryEnv(start = 1_000_000) {
  const store = new Map<string, string>();
  let now = start;
  const env: ReloadGuardEnv = {
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    now: () => now,
    reload: vi.fn(),
  };
  return { env, store, advance: (ms: number) => (now += ms) };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ExamPage-abc.js');

describe('the chunk reload guard', () => {
  it('recognises the browsers’ failed dynamic import errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once and remembers the time in session storage', async () => {
    const { env, store } = memoryEnv();
    const load = withChunkReloadGuard(() => Promise.reject(chunkError()), () => env);

    const settled = vi.fn();
    void load().then(settled, settled);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));

    expect(store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    // The page is going away: the import never settles, so no error page flashes by.
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
  });

  it('does not reload again within 10 s: the error goes to the error page', async () => {
    const { env, advance } = memoryEnv();
    expect(reloadOnce(env)).toBe(true);
    advance(CHUNK_RELOAD_TTL_MS - 1);

    const load = withChunkReloadGuard(() => Promise.reject(chunkError()), () => env);
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 10 s have passed', () => {
    const { env, advance } = memoryEnv();
    expect(reloadOnce(env)).toBe(true);
    advance(CHUNK_RELOAD_TTL_MS);
    expect(reloadOnce(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('passes other errors through without reloading', async () => {
    const { env } = memoryEnv();
    const load = withChunkReloadGuard(() => Promise.reject(new Error('boom')), () => env);
    await expect(load()).rejects.toThrow('boom');
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('never reloads without session storage (it could not stop a loop)', () => {
    const { env } = memoryEnv();
    expect(reloadOnce({ ...env, storage: null })).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('returns the module when it loads', async () => {
    const { env } = memoryEnv();
    await expect(withChunkReloadGuard(async () => ({ Page: 'page' }), () => env)()).resolves.toEqual({ Page: 'page' });
  });
});
