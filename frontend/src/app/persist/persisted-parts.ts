import { z } from 'zod';
import { decodePersistedStore, STORE_KEY, STORE_KEY_PREFIX, SUPPORTED_CURRENCIES, type PersistedParts } from '@medprep/shared';
import { outboxEntrySchema } from '../../features/quiz/outbox-entry';

/**
 * The schema of each part of the client store kept in localStorage (app/persist/persist-store.ts
 * names where each comes from). Nothing secret: the session is an httpOnly cookie, and the
 * codec refuses a part holding a token, password or e-mail field.
 */
export const PERSISTED_SCHEMAS = {
  theme: z.enum(['light', 'dark']),
  /** The last currency chosen in this browser. */
  currency: z.enum(SUPPORTED_CURRENCIES),
  /** The signed-in user's onboarding, as last seen (null: signed out). */
  onboarding: z.strictObject({ modalAddressed: z.boolean() }).nullable(),
  /** The signed-in user's free trial, as last seen (null: none, or signed out). */
  trial: z.strictObject({ examSlug: z.string().min(1).max(100), startedAt: z.iso.datetime() }).nullable(),
  /**
   * A running session's answers the server has not acknowledged yet (the quiz slice's outbox), each
   * response in its item type's shape. An entry kept before responses had types (`answer: 'B'`, a
   * single best answer) is read as `{ choice: 'B' }`.
   */
  outbox: z
    .array(
      z.preprocess(
        (entry) => {
          if (typeof entry !== 'object' || entry === null || !('answer' in entry) || 'response' in entry) return entry;
          const { answer, ...rest } = entry as { answer: unknown };
          return { ...rest, response: { choice: answer } };
        },
        outboxEntrySchema,
      ),
    )
    .max(500),
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
