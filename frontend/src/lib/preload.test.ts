import { describe, expect, it, vi } from 'vitest';
import { createPreloadQueue, MAX_CONCURRENT_PRELOADS } from './preload';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPreloadQueue', () => {
  it('warms at most 4 routes at a time and queues the rest', async () => {
    const queue = createPreloadQueue();
    const loads = Array.from({ length: 6 }, () => deferred());
    const started = loads.map((d) => vi.fn(() => d.promise));
    started.forEach((load, i) => queue.preload(`route-${i}`, load));
    await flush();

    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    expect(queue.active).toBe(4);
    expect(queue.queued).toBe(2);
    expect(started.filter((load) => load.mock.calls.length > 0)).toHaveLength(4);

    loads[0].resolve();
    await flush();
    expect(started[4]).toHaveBeenCalledTimes(1);
    expect(queue.active).toBe(4);
    expect(queue.queued).toBe(1);
  });

  it('warms each route once, but again after a failure', async () => {
    const queue = createPreloadQueue();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    queue.preload('exams', failing);
    queue.preload('exams', failing);
    await flush();
    expect(failing).toHaveBeenCalledTimes(1);

    const ok = vi.fn(async () => {});
    queue.preload('exams', ok);
    queue.preload('exams', ok);
    await flush();
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
