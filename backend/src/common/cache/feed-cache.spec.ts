import type { ChangeListener, Invalidations } from '../../database/change-feed/change-feed';
import { FeedCache } from './feed-cache';

/** The change feed as the cache sees it: whether it is live, and the changes it announces. */
function feed(live = true) {
  const listeners = new Set<ChangeListener>();
  const changes: Invalidations = {
    live,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  };
  return { changes, announce: (userId: string | null) => listeners.forEach((l) => l(userId)) };
}

function counter(values: string[]) {
  let calls = 0;
  return { load: async () => values[Math.min(calls++, values.length - 1)], calls: () => calls };
}

describe('FeedCache', () => {
  it('reads past a cached value when asked for the current one, and keeps it for the reads after', async () => {
    const { changes } = feed();
    const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 10 });
    const source = counter(['no access', 'subscriber']);
    expect(await cache.get('u1', 'u1', source.load)).toBe('no access');
    expect(await cache.fresh('u1', 'u1', source.load)).toBe('subscriber');
    expect(await cache.get('u1', 'u1', source.load)).toBe('subscriber');
    expect(source.calls()).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('serves a loaded value again without loading, until the user changes', async () => {
    const { changes, announce } = feed();
    const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 10 });
    const source = counter(['Priya', 'Priyanka']);
    expect(await cache.get('u1', 'u1', source.load)).toBe('Priya');
    expect(await cache.get('u1', 'u1', source.load)).toBe('Priya');
    expect(source.calls()).toBe(1);
    announce('u2');
    expect(await cache.get('u1', 'u1', source.load)).toBe('Priya');
    announce('u1');
    expect(await cache.get('u1', 'u1', source.load)).toBe('Priyanka');
    expect(source.calls()).toBe(2);
  });

  it('drops every entry of a user (e.g. all their sessions) and everything when the feed was interrupted', async () => {
    const { changes, announce } = feed();
    const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 10 });
    await cache.get('s1', 'u1', async () => 'a');
    await cache.get('s2', 'u1', async () => 'b');
    await cache.get('s3', 'u2', async () => 'c');
    announce('u1');
    expect(cache.size).toBe(1);
    announce(null);
    expect(cache.size).toBe(0);
  });

  it('does not keep a value whose load overlapped a change: it may predate the write', async () => {
    const { changes, announce } = feed();
    const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 10 });
    const stale = await cache.get('u1', 'u1', async () => {
      announce('u1');
      return 'before the write';
    });
    expect(stale).toBe('before the write');
    expect(await cache.get('u1', 'u1', async () => 'after the write')).toBe('after the write');
  });

  it('caches nothing while the feed is not live', async () => {
    const { changes } = feed(false);
    const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 10 });
    const source = counter(['one', 'two']);
    await cache.get('u1', 'u1', source.load);
    expect(await cache.get('u1', 'u1', source.load)).toBe('two');
    expect(cache.size).toBe(0);
  });

  it('re-reads after the TTL and no later than the value says (a subscription lapsing)', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    try {
      const { changes } = feed();
      const lapse = Date.parse('2026-11-21T10:00:05Z');
      const cache = new FeedCache<string, { endsAt: number }>(changes, { ttlMs: 60_000, maxEntries: 10, validUntil: (v) => v.endsAt });
      let loads = 0;
      const load = async () => (loads++, { endsAt: lapse });
      await cache.get('u1', 'u1', load);
      jest.advanceTimersByTime(lapse - 1 - Date.now());
      await cache.get('u1', 'u1', load);
      expect(loads).toBe(1);
      jest.advanceTimersByTime(1);
      await cache.get('u1', 'u1', load);
      expect(loads).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('never serves one user an entry stored under another user for the same key', async () => {
    const { changes } = feed();
    const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 10 });
    await cache.get('s1', 'u1', async () => 'u1 session');
    expect(await cache.get('s1', 'u2', async () => 'u2 session')).toBe('u2 session');
  });

  it('re-reads after the TTL when the feed stays silent', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    try {
      const { changes } = feed();
      const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 10 });
      const source = counter(['first', 'second']);
      await cache.get('u1', 'u1', source.load);
      jest.advanceTimersByTime(59_000);
      expect(await cache.get('u1', 'u1', source.load)).toBe('first');
      jest.advanceTimersByTime(1_000);
      expect(await cache.get('u1', 'u1', source.load)).toBe('second');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a user\'s index right through evictions and replacements, so a change still drops all their entries', async () => {
    const { changes, announce } = feed();
    const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 3 });
    await cache.get('s1', 'u1', async () => 'a');
    await cache.get('s2', 'u2', async () => 'b');
    await cache.get('s1', 'u2', async () => 'b again');
    await cache.get('s3', 'u1', async () => 'c');
    await cache.get('s4', 'u3', async () => 'd');
    announce('u2');
    expect(cache.size).toBe(2);
    expect(await cache.get('s3', 'u1', async () => 'reloaded')).toBe('c');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const { changes } = feed();
    const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 2 });
    await cache.get('u1', 'u1', async () => 'u1');
    await cache.get('u2', 'u2', async () => 'u2');
    await cache.get('u1', 'u1', async () => 'not loaded');
    await cache.get('u3', 'u3', async () => 'u3');
    expect(await cache.get('u1', 'u1', async () => 'not loaded')).toBe('u1');
    expect(await cache.get('u2', 'u2', async () => 'u2 again')).toBe('u2 again');
  });

  it('evicts the oldest entry beyond its size', async () => {
    const { changes } = feed();
    const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 2 });
    for (const id of ['u1', 'u2', 'u3']) await cache.get(id, id, async () => id);
    expect(cache.size).toBe(2);
    const source = counter(['u1 again']);
    expect(await cache.get('u1', 'u1', source.load)).toBe('u1 again');
  });

  it('keeps a value produced outside a load only when nothing changed since its snapshot, and none while the feed is not heard', () => {
    const { changes, announce } = feed();
    const cache = new FeedCache<string, string>(changes, { ttlMs: 60_000, maxEntries: 10 });
    const overlapped = cache.snapshot();
    announce(null);
    cache.keep(overlapped, 'catalogue', 'public', 'old bytes');
    expect(cache.peek('catalogue', 'public')).toBeUndefined();
    cache.keep(cache.snapshot(), 'catalogue', 'public', 'new bytes');
    expect(cache.peek('catalogue', 'public')?.value).toBe('new bytes');
    const deaf = new FeedCache<string, string>(feed(false).changes, { ttlMs: 60_000, maxEntries: 10 });
    const snapshot = deaf.snapshot();
    expect(snapshot).toBeNull();
    deaf.keep(snapshot, 'catalogue', 'public', 'bytes');
    expect(deaf.size).toBe(0);
  });
});
