import type { Item } from '@medprep/shared';

/** A version of a question as the answer path uses it: immutable, so kept for good once read. */
export interface CachedItem {
  topic: string;
  item: Item;
  /** When the version was clinically reviewed (ISO), or null. */
  reviewedAt: string | null;
}

/** Versions kept per question: those of the running sessions, a publish or two apart. */
const VERSIONS_PER_QUESTION = 4;

/**
 * Versions of questions this process has read on the answer path, by question id and version.
 * A version never changes once written, so an entry is never read again: the read passes the
 * versions held (`versionsOf`) and gets a body back only for another. Bounded: past `capacity`
 * entries the question read longest ago goes, and past a few versions of one question its oldest.
 */
export class ItemCache {
  private readonly questions = new Map<string, Map<number, CachedItem>>();
  private size = 0;

  constructor(private readonly capacity: number) {}

  get(questionId: string, version: number): CachedItem | undefined {
    return this.questions.get(questionId)?.get(version);
  }

  /** The versions of the question held now: a copy, which entries evicted later do not change. */
  versionsOf(questionId: string): ReadonlyMap<number, CachedItem> {
    return new Map(this.questions.get(questionId));
  }

  /** Keeps the version as read, and returns it (frozen). */
  set(questionId: string, version: number, entry: CachedItem): CachedItem {
    const versions = this.questions.get(questionId) ?? new Map<number, CachedItem>();
    // Moved to the end: the question read last goes last.
    this.questions.delete(questionId);
    this.questions.set(questionId, versions);
    if (!versions.has(version)) this.size++;
    // Shared by every answer that reads it from here on: frozen, so none can change it for the rest.
    versions.set(version, deepFreeze(entry));
    if (versions.size > VERSIONS_PER_QUESTION) {
      versions.delete(Math.min(...versions.keys()));
      this.size--;
    }
    while (this.size > this.capacity) {
      const [oldestId, oldest] = this.questions.entries().next().value!;
      this.questions.delete(oldestId);
      this.size -= oldest.size;
    }
    return entry;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
