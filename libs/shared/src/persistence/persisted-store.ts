import { isRecord } from '../json/is-record';
import { STORE_VERSION } from './store-key';

/**
 * What a part's schema must do: take an unknown value and give back the part or refuse it. A zod
 * schema is one; so is a hand-written check (the app keeps zod out of a visitor's first load).
 */
export interface PartSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** One schema per persisted part of the client store, by the part's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any part type; each is inferred below
export type PersistedPartSchemas = Readonly<Record<string, PartSchema<any>>>;
export type PersistedParts<S extends PersistedPartSchemas> = { [K in keyof S]?: S[K] extends PartSchema<infer T> ? T : never };

export interface DecodedStore<S extends PersistedPartSchemas> {
  parts: PersistedParts<S>;
  /** What was thrown away and why: a part by name, or '*' for the whole stored value. */
  dropped: string[];
}

/** Field names that never belong in the browser's storage: the session lives in an httpOnly cookie. */
const SECRET_FIELD = /^(token|access_?token|refresh_?token|jwt|cookie|password|e-?mail)$/i;

/** True when `value` holds a field named like a credential or a personal address, at any depth. */
export function hasSecretField(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasSecretField);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => SECRET_FIELD.test(key) || hasSecretField(inner));
}

const majorOf = (version: string) => version.split('.')[0];

/**
 * A stored client store as this build can use it. JSON that does not parse, a value that is not an
 * object, or a store of another major version is dropped whole; a store of the same major version
 * (an older or newer 5.x) is migrated part by part: each part its schema accepts (and that holds
 * nothing secret) is kept, any other is dropped. Never throws.
 */
export function decodePersistedStore<S extends PersistedPartSchemas>(raw: string | null, schemas: S): DecodedStore<S> {
  if (raw === null) return { parts: {}, dropped: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { parts: {}, dropped: ['*'] };
  }
  if (!isRecord(value)) return { parts: {}, dropped: ['*'] };
  const stored = value;
  if (typeof stored.version !== 'string' || majorOf(stored.version) !== majorOf(STORE_VERSION)) return { parts: {}, dropped: ['*'] };

  const parts: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!(name in stored)) continue;
    const parsed = schema.safeParse(stored[name]);
    if (parsed.success && !hasSecretField(parsed.data)) parts[name] = parsed.data;
    else dropped.push(name);
  }
  return { parts: parts as PersistedParts<S>, dropped };
}

/** The stored form of `parts` under this version: parts that fail their schema or hold a secret are left out. */
export function encodePersistedStore<S extends PersistedPartSchemas>(parts: PersistedParts<S>, schemas: S): string {
  const stored: Record<string, unknown> = { version: STORE_VERSION };
  for (const [name, schema] of Object.entries(schemas)) {
    const value = (parts as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const parsed = schema.safeParse(value);
    if (parsed.success && !hasSecretField(parsed.data)) stored[name] = parsed.data;
  }
  return JSON.stringify(stored);
}
