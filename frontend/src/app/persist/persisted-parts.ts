import { decodePersistedStore, isRecord, isSupportedCurrency, STORE_KEY, STORE_KEY_PREFIX, type PartSchema, type PersistedParts } from '@medprep/shared';
import type { OutboxEntry } from '../../features/quiz/outbox-entry';

/** A part's schema from a check of its shape. */
function checked<T>(accepts: (value: unknown) => value is T): PartSchema<T> {
  return { safeParse: (value) => (accepts(value) ? { success: true, data: value } : { success: false }) };
}

/** An object with exactly these keys. */
const hasExactly = (value: unknown, keys: readonly string[]): value is Record<string, unknown> =>
  isRecord(value) && Object.keys(value).length === keys.length && keys.every((key) => key in value);
/** An instant as the app writes one (`toISOString()`): UTC, with or without milliseconds. */
const isIsoInstant = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value) && !Number.isNaN(Date.parse(value));

const MAX_OUTBOX = 500;

/** An outbox entry kept before responses had types (`answer: 'B'`, a single best answer) in today's form. */
function withTypedResponse(entry: unknown): unknown {
  if (!isRecord(entry) || !('answer' in entry) || 'response' in entry) return entry;
  const { answer, ...rest } = entry;
  return { ...rest, response: { choice: answer } };
}

/**
 * The schema of each part of the client store kept in localStorage (app/persist/persist-store.ts
 * names where each comes from). Nothing secret: the session is an httpOnly cookie, and the
 * codec refuses a part holding a token, password or e-mail field. Hand-written checks rather than
 * zod: this module loads on every page, and zod is ~25 KB gzip and a long task to start on a phone.
 */
export const PERSISTED_SCHEMAS = {
  theme: checked((value): value is 'light' | 'dark' => value === 'light' || value === 'dark'),
  /** The last currency chosen in this browser. */
  currency: checked(isSupportedCurrency),
  /** The signed-in user's onboarding, as last seen (null: signed out). */
  onboarding: checked((value): value is { modalAddressed: boolean } | null => value === null || (hasExactly(value, ['modalAddressed']) && typeof value.modalAddressed === 'boolean')),
  /** The signed-in user's free trial, as last seen (null: none, or signed out). */
  trial: checked(
    (value): value is { examSlug: string; startedAt: string } | null =>
      value === null ||
      (hasExactly(value, ['examSlug', 'startedAt']) && typeof value.examSlug === 'string' && value.examSlug.length >= 1 && value.examSlug.length <= 100 && isIsoInstant(value.startedAt)),
  ),
  /**
   * A running session's answers the server has not acknowledged yet (the quiz slice's outbox). Here
   * only its outer shape (an entry kept before responses had types is brought up to date): each
   * entry is checked against its item type's shape on its way back into the quiz slice
   * (`keptOutboxEntries`, with `outboxEntrySchema`, loaded only when there are entries), and the
   * slice writes only entries it holds, so zod loads only with unsent answers to check.
   */
  outbox: {
    safeParse: (value: unknown) =>
      Array.isArray(value) && value.length <= MAX_OUTBOX && value.every(isRecord)
        ? { success: true as const, data: value.map(withTypedResponse) as OutboxEntry[] }
        : { success: false as const },
  } satisfies PartSchema<OutboxEntry[]>,
};

export type PersistedSchemas = typeof PERSISTED_SCHEMAS;
export type PersistedState = PersistedParts<PersistedSchemas>;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage refused (a privacy setting): nothing is kept.
  }
};

/**
 * The stored client store, migrated to this version: a store left under another version's key is
 * read (a 5.x one part by part, another major version not at all) and its key removed; a corrupt
 * or ill-shaped value is dropped. Never throws.
 */
export function readPersistedStore(): PersistedState {
  const local = storage();
  if (!local) return {};
  try {
    let raw = local.getItem(STORE_KEY);
    const others = Object.keys(local).filter((key) => key.startsWith(STORE_KEY_PREFIX) && key !== STORE_KEY);
    if (raw === null && others.length > 0) {
      // The newest other version first: 5.0.10 after 5.0.9.
      const newest = [...others].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1)!;
      raw = local.getItem(newest);
    }
    for (const key of others) local.removeItem(key);
    const { parts, dropped } = decodePersistedStore(raw, PERSISTED_SCHEMAS);
    if (dropped.includes('*')) local.removeItem(STORE_KEY);
    return parts;
  } catch {
    return {};
  }
}

/** Writes the store under this version's key; a full or refused storage keeps nothing. */
export function writePersistedStore(value: string): void {
  try {
    storage()?.setItem(STORE_KEY, value);
  } catch {
    // Quota exceeded or storage refused: the app goes on without persistence.
  }
}
