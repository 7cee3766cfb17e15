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

  describe('with keys (the rows an item locks)', () => {
    const byLetter = (item: string) => [item[0]];

    it('should never run two items with one key in the same batch, nor in two batches at once', async () => {
      const running = new Set<string>();
      const overlaps: string[] = [];
      const batches: string[][] = [];
      const coalescer = new Coalescer(
        async (items: string[]) => {
          batches.push(items);
          for (const key of items.map((i) => i[0])) {
            if (running.has(key)) overlaps.push(key);
            running.add(key);
          }
          await new Promise((resolve) => setImmediate(resolve));
          items.forEach((i) => running.delete(i[0]));
          return items.map((i) => i.toUpperCase());
        },
        { maxBatch: 50, maxInFlight: 2, keysOf: byLetter },
      );
      const items = ['a1', 'b1', 'a2', 'c1', 'a3', 'b2'];
      expect(await Promise.all(items.map((i) => coalescer.submit(i)))).toEqual(items.map((i) => i.toUpperCase()));
      expect(overlaps).toEqual([]);
      for (const batch of batches) expect(new Set(batch.map((i) => i[0])).size).toBe(batch.length);
      // Each key's items ran in the order they came.
      expect(batches.flat().filter((i) => i.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    });

    it('should hold back an item whose key a batch in flight holds, and run it once that batch is done', async () => {
      const runner = recordingRunner();
      const coalescer = new Coalescer((items: number[]) => runner.run(items), { maxBatch: 50, maxInFlight: 2, keysOf: (n) => [String(n % 10)] });
      runner.holdBatches();
      const first = coalescer.submit(1);
      await new Promise((resolve) => setImmediate(resolve));
      // 11 shares 1's key: it waits though a batch is free; 2 does not.
      const later = [11, 2].map((n) => coalescer.submit(n));
      await new Promise((resolve) => setImmediate(resolve));
      expect(runner.batches).toEqual([[1], [2]]);
      runner.releaseAll();
      expect(await Promise.all([first, ...later])).toEqual([10, 110, 20]);
      expect(runner.batches).toEqual([[1], [2], [11]]);
    });

    it('should not let a later item overtake an earlier one with its key when a batch is full', async () => {
      const runner = recordingRunner();
      const coalescer = new Coalescer(runner.run, { maxBatch: 2, maxInFlight: 1, keysOf: (n) => [String(n % 10)] });
      expect(await Promise.all([1, 2, 3, 13, 4].map((n) => coalescer.submit(n)))).toEqual([10, 20, 30, 130, 40]);
      expect(runner.batches).toEqual([[1, 2], [3, 4], [13]]);
    });
  });
});
