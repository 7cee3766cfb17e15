import type { Invalidations } from '../../database/change-feed/change-feed';

interface Entry<V> {
  value: V;
  userId: string;
  expiresAt: number;
}

export interface FeedCacheOptions<V> {
  /** The longest an entry is served, a safety net behind the change feed. */
  ttlMs: number;
  maxEntries: number;
  /** An earlier end for one value (e.g. when a subscription in it lapses), epoch ms. */
  validUntil?: (value: V) => number;
}

/**
 * Data read on every request (a caller's account, the catalogue), kept in process and dropped when
 * the change feed says its owner's data changed (or all of it). A load that overlapped any change
 * is returned but not kept, so a value read before a write can never be stored after its
 * invalidation.
 */
export class FeedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly keysByUser = new Map<string, Set<K>>();
  private generation = 0;

  constructor(
    private readonly changes: Invalidations,
    private readonly options: FeedCacheOptions<V>,
  ) {
    changes.subscribe((userId) => (userId === null ? this.clear() : this.dropUser(userId)));
  }

  async get(key: K, userId: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now && hit.userId === userId) return hit.value;
    if (hit) this.delete(key, hit.userId);
    return this.fresh(key, userId, load);
  }

  /**
   * Reads past the cache and keeps what it read, so that a decision made on the database as it is
   * now (starting a session) and the cached reads after it (answering in it) agree.
   */
  async fresh(key: K, userId: string, load: () => Promise<V>): Promise<V> {
    if (!this.changes.live) return load();
    const now = Date.now();
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.changes.live) this.set(key, userId, value, now);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private set(key: K, userId: string, value: V, now: number) {
    const expiresAt = Math.min(now + this.options.ttlMs, this.options.validUntil?.(value) ?? Infinity);
    if (expiresAt <= now) return;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous.userId);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as K;
      this.delete(oldest, this.entries.get(oldest)!.userId);
    }
    this.entries.set(key, { value, userId, expiresAt });
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  private delete(key: K, userId: string) {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }

  private dropUser(userId: string) {
    this.generation++;
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  private clear() {
    this.generation++;
    this.entries.clear();
    this.keysByUser.clear();
  }
}
