import type { Item } from '@medprep/shared';

interface Cached {
  /** The row version the item was read at: Postgres's `xmin`, new with every write of the row. */
  version: string;
  item: Item;
}

/**
 * Items this process has read on the answer path, by question id, with the row version they were
 * read at. The read passes the version it holds and gets the body back only when the row has been
 * written since, so an edited item is never served stale and an unchanged one is neither sent by
 * Postgres nor parsed again. Bounded: past `capacity` the oldest entry goes.
 */
export class ItemCache {
  private readonly entries = new Map<string, Cached>();

  constructor(private readonly capacity: number) {}

  get(questionId: string): Cached | undefined {
    return this.entries.get(questionId);
  }

  /** Keeps `item` as read at `version`, and returns it (frozen). */
  set(questionId: string, version: string, item: Item): Item {
    if (!this.entries.delete(questionId) && this.entries.size >= this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    // Shared by every answer that reads it from here on: frozen, so none can change it for the rest.
    this.entries.set(questionId, { version, item: deepFreeze(item) });
    return item;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
