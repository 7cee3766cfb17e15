import { LRUCache } from 'lru-cache';
import type { Invalidations } from '../../database/change-feed/change-feed';

interface Entry<V> {
  value: V;
  userId: string;
}

interface FeedCacheOptions<V> {
  /** The longest an entry is served, a safety net behind the change feed. */
  ttlMs: number;
  maxEntries: number;
  /** An earlier end for one value (e.g. when a subscription in it lapses), epoch ms. */
  validUntil?: (value: V) => number;
}

/**
 * Data read on every request (a caller's account, the catalogue), kept in process (an LRU cache)
 * and dropped when the change feed says its owner's data changed (or all of it). A load that
 * overlapped any change is returned but not kept, so a value read before a write can never be
 * stored after its invalidation.
 */
export class FeedCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, Entry<V>>;
  /** The keys each user's entries are stored under, so that a change of that user drops them all. */
  private readonly keysByUser = new Map<string, Set<K>>();
  private generation = 0;

  constructor(
    private readonly changes: Invalidations,
    private readonly options: FeedCacheOptions<V>,
  ) {
    this.entries = new LRUCache<K, Entry<V>>({
      max: options.maxEntries,
      // Wall-clock time, the clock `validUntil` is given in.
      perf: Date,
      dispose: (entry, key) => this.unindex(key, entry.userId),
    });
    changes.subscribe((userId) => (userId === null ? this.clear() : this.dropUser(userId)));
  }

  async get(key: K, userId: string, load: () => Promise<V>): Promise<V> {
    const hit = this.peek(key, userId);
    if (hit !== undefined) return hit.value;
    return this.fresh(key, userId, load);
  }

  /** The kept entry, if any, without loading. */
  peek(key: K, userId: string): { value: V } | undefined {
    const hit = this.entries.get(key);
    return hit && hit.userId === userId ? hit : undefined;
  }

  /**
   * Reads past the cache and keeps what it read, so that a decision made on the database as it is
   * now (starting a session) and the cached reads after it (answering in it) agree.
   */
  async fresh(key: K, userId: string, load: () => Promise<V>): Promise<V> {
    const started = this.snapshot();
    const value = await load();
    this.keep(started, key, userId, value);
    return value;
  }

  /**
   * For a value produced outside a `load` (e.g. a response written as it streams): take a snapshot
   * before producing it and hand it to `keep`. Null while the feed is not heard: nothing may be kept.
   */
  snapshot(): number | null {
    return this.changes.live ? this.generation : null;
  }

  /** Keeps a value produced since `snapshot`, unless a change was announced in between. */
  keep(snapshot: number | null, key: K, userId: string, value: V): void {
    if (snapshot !== null && snapshot === this.generation && this.changes.live) this.set(key, userId, value);
  }

  get size(): number {
    return this.entries.size;
  }

  private set(key: K, userId: string, value: V) {
    const remaining = Math.min(this.options.ttlMs, (this.options.validUntil?.(value) ?? Infinity) - Date.now());
    // lru-cache serves an entry up to and including its ttl; the value is good only before its end.
    if (remaining <= 1) {
      this.entries.delete(key);
      return;
    }
    this.entries.set(key, { value, userId }, { ttl: remaining - 1 });
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  private unindex(key: K, userId: string) {
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }

  private dropUser(userId: string) {
    this.generation++;
    const keys = this.keysByUser.get(userId);
    this.keysByUser.delete(userId);
    for (const key of keys ?? []) this.entries.delete(key);
  }

  private clear() {
    this.generation++;
    this.entries.clear();
    this.keysByUser.clear();
  }
}
