import { Coalescer } from './coalescer';

/** A runner that records each batch it was given and can be held open or made to fail. */
function recordingRunner(opts: { failWhen?: (item: number) => boolean } = {}) {
  const batches: number[][] = [];
  const gates: Array<() => void> = [];
  let hold = false;
  const run = async (items: number[]) => {
    batches.push(items);
    if (hold) await new Promise<void>((release) => gates.push(release));
    if (opts.failWhen && items.some(opts.failWhen)) throw new Error(`bad item in [${items.join(',')}]`);
    return items.map((n) => n * 10);
  };
  return {
    run,
    batches,
    holdBatches: () => (hold = true),
    releaseAll: () => {
      hold = false;
      gates.splice(0).forEach((release) => release());
    },
  };
}

describe('Coalescer', () => {
  it('should run calls made together as one batch, each caller getting its own result', async () => {
    const runner = recordingRunner();
    const coalescer = new Coalescer(runner.run, { maxBatch: 50, maxInFlight: 2 });
    const results = await Promise.all([1, 2, 3].map((n) => coalescer.submit(n)));
    expect(results).toEqual([10, 20, 30]);
    expect(runner.batches).toEqual([[1, 2, 3]]);
  });

  it('should gather calls made while the batches in flight run, and send them together next', async () => {
    const runner = recordingRunner();
    const coalescer = new Coalescer(runner.run, { maxBatch: 50, maxInFlight: 1 });
    runner.holdBatches();
    const first = coalescer.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => coalescer.submit(n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(runner.batches).toEqual([[1]]);
    runner.releaseAll();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30, 40]);
    expect(runner.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('should not put more than maxBatch items in one batch', async () => {
    const runner = recordingRunner();
    const coalescer = new Coalescer(runner.run, { maxBatch: 2, maxInFlight: 1 });
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => coalescer.submit(n)))).toEqual([10, 20, 30, 40, 50]);
    expect(runner.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('should fail only the bad call when a batch fails, and answer its neighbours', async () => {
    const runner = recordingRunner({ failWhen: (n) => n === 2 });
    const coalescer = new Coalescer(runner.run, { maxBatch: 50, maxInFlight: 2 });
    const settled = await Promise.allSettled([1, 2, 3].map((n) => coalescer.submit(n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 10 });
    expect(settled[2]).toEqual({ status: 'fulfilled', value: 30 });
    expect((settled[1] as PromiseRejectedResult).reason.message).toBe('bad item in [2]');
  });

  it('should keep serving after a failed batch', async () => {
    const runner = recordingRunner({ failWhen: (n) => n < 0 });
    const coalescer = new Coalescer(runner.run, { maxBatch: 50, maxInFlight: 1 });
    await expect(coalescer.submit(-1)).rejects.toThrow('bad item');
    expect(await coalescer.submit(7)).toBe(70);
  });

  it('should refuse a batch that answers with the wrong number of results, per call', async () => {
    const coalescer = new Coalescer(async (items: number[]) => items.slice(1), { maxBatch: 50, maxInFlight: 1 });
    await expect(coalescer.submit(1)).rejects.toThrow('batch returned 0 results for 1 items');
  });
});
