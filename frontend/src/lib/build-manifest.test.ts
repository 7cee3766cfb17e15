import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_POLL_INTERVAL_MS, checkForNewBuildNow, watchForNewBuild } from './build-manifest';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function server(latestId: () => string) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/builds/latest.json') return json({ id: latestId(), builtAt: '2026-11-21T08:00:00.000Z' });
    const meta = /^\/builds\/meta\/(.+)\.json$/.exec(url);
    if (meta) return json({ id: meta[1], builtAt: '2026-11-21T08:00:00.000Z', entry: 'assets/index-x.js' });
    return new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
  });
}

describe('watchForNewBuild', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls builds/latest.json every 5 minutes, bypassing the cache, and reports a new build once', async () => {
    let latest = 'build-1';
    const fetch = server(() => latest);
    const onNewBuild = vi.fn();
    const target = new EventTarget() as unknown as Window;
    watchForNewBuild({ currentId: 'build-1', onNewBuild, fetch, target });

    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledWith('/builds/latest.json', expect.objectContaining({ cache: 'no-store' }));
    expect(onNewBuild).not.toHaveBeenCalled();

    latest = 'build-2';
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledWith('/builds/meta/build-2.json', expect.anything());
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith({ id: 'build-2', builtAt: '2026-11-21T08:00:00.000Z' });

    // Reported once: polling has stopped.
    const calls = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 3);
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('checks at once when the server announces a new build', async () => {
    const fetch = server(() => 'build-3');
    const onNewBuild = vi.fn();
    const stop = watchForNewBuild({ currentId: 'build-1', onNewBuild, fetch, target: new EventTarget() as unknown as Window });
    checkForNewBuildNow();
    await vi.waitFor(() => expect(onNewBuild).toHaveBeenCalledWith(expect.objectContaining({ id: 'build-3' })));
    stop();
  });

  it('checks when the window regains focus', async () => {
    const fetch = server(() => 'build-9');
    const onNewBuild = vi.fn();
    const target = new EventTarget() as unknown as Window;
    watchForNewBuild({ currentId: 'build-1', onNewBuild, fetch, target });

    target.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(onNewBuild).toHaveBeenCalledWith(expect.objectContaining({ id: 'build-9' })));
  });

  it('ignores a missing manifest (the server answers with the app’s HTML) and network errors', async () => {
    const onNewBuild = vi.fn();
    const target = new EventTarget() as unknown as Window;
    const html = vi.fn(async () => new Response('<!doctype html><html></html>', { status: 200 }));
    watchForNewBuild({ currentId: 'build-1', onNewBuild, fetch: html, target });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    watchForNewBuild({ currentId: 'build-1', onNewBuild, fetch: offline, target });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);

    expect(html).toHaveBeenCalled();
    expect(offline).toHaveBeenCalled();
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('stops polling when stopped', async () => {
    const fetch = server(() => 'build-2');
    const stop = watchForNewBuild({ currentId: 'build-1', onNewBuild: vi.fn(), fetch, target: new EventTarget() as unknown as Window });
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 2);
    expect(fetch).not.toHaveBeenCalled();
  });
});
