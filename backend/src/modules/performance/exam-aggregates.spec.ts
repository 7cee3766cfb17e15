import { type ExamAggregate, ExamAggregates } from './exam-aggregates';

/** A loader that counts its calls and answers from a table the test can change. */
function tableLoader(table: Record<string, ExamAggregate>) {
  const calls: string[][] = [];
  let failing = false;
  const load = async (ids: string[]) => {
    calls.push(ids);
    if (failing) throw new Error('redis is down');
    return ids.map((id) => ({ ...table[id] }));
  };
  return { load, calls, fail: (on: boolean) => (failing = on) };
}

describe('ExamAggregates', () => {
  const table: Record<string, ExamAggregate> = {
    mrcp: { peerPercentCorrect: 61.5, total: 1200 },
    msra: { peerPercentCorrect: 48, total: null },
  };

  it('should answer every exam asked for, in order, with one load for the exams it lacks', async () => {
    const loader = tableLoader(table);
    const cache = new ExamAggregates(loader.load, 1000, () => 0);
    await expect(cache.get(['msra', 'mrcp'])).resolves.toEqual([table.msra, table.mrcp]);
    await expect(cache.get(['mrcp'])).resolves.toEqual([table.mrcp]);
    expect(loader.calls).toEqual([['msra', 'mrcp']]);
  });

  it('should share a load in flight between callers asking at the same moment', async () => {
    const loader = tableLoader(table);
    const cache = new ExamAggregates(loader.load, 1000, () => 0);
    await Promise.all([cache.get(['mrcp']), cache.get(['mrcp', 'msra'])]);
    expect(loader.calls).toEqual([['mrcp'], ['msra']]);
  });

  it('should read again once an entry is older than its time to live, showing the new figure', async () => {
    const live = { mrcp: { peerPercentCorrect: 60, total: 1200 } };
    const loader = tableLoader(live);
    let now = 0;
    const cache = new ExamAggregates(loader.load, 1000, () => now);
    await cache.get(['mrcp']);
    live.mrcp = { peerPercentCorrect: 70, total: 1200 };
    now = 999;
    expect(await cache.get(['mrcp'])).toEqual([{ peerPercentCorrect: 60, total: 1200 }]);
    now = 1000;
    expect(await cache.get(['mrcp'])).toEqual([{ peerPercentCorrect: 70, total: 1200 }]);
    expect(loader.calls).toHaveLength(2);
  });

  it('should not keep a failed load: the caller hears the failure and the next caller reads again', async () => {
    const loader = tableLoader(table);
    const cache = new ExamAggregates(loader.load, 1000, () => 0);
    loader.fail(true);
    await expect(cache.get(['mrcp', 'msra'])).rejects.toThrow('redis is down');
    loader.fail(false);
    await expect(cache.get(['mrcp'])).resolves.toEqual([table.mrcp]);
    expect(loader.calls).toEqual([['mrcp', 'msra'], ['mrcp']]);
  });

  it('should read an exam again at once after it is dropped (its totals were republished)', async () => {
    const loader = tableLoader(table);
    const cache = new ExamAggregates(loader.load, 60_000, () => 0);
    await cache.get(['mrcp', 'msra']);
    cache.drop(['mrcp']);
    await cache.get(['mrcp', 'msra']);
    cache.drop();
    await cache.get(['msra']);
    expect(loader.calls).toEqual([['mrcp', 'msra'], ['mrcp'], ['msra']]);
  });
});
