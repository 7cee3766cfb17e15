import type { Invalidations } from '../../database/change-feed/change-feed';
import { FeedCache } from './feed-cache';

/** Re-read at least this often even if no change was heard. */
const CATALOGUE_TTL_MS = 5 * 60_000;
const KEY = 'catalogue';

/**
 * One public, catalogue-wide value (the exam list, the variants), kept in process until the
 * catalogue changes: every visitor's home page asks for it, and it changes only when an admin edits
 * exams, products or variants.
 */
export function catalogueCache<V>(changes: Invalidations): { read: (load: () => Promise<V>) => Promise<V> } {
  const cache = new FeedCache<string, V>(changes, { ttlMs: CATALOGUE_TTL_MS, maxEntries: 1 });
  return { read: (load) => cache.get(KEY, KEY, load) };
}
