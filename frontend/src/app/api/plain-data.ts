import type { Jsonified } from './jsonified';

/** `value` as the store keeps it: every Date, at any depth, as its ISO string (tRPC's transformer hands the client real Dates). */
export function toPlain<T>(value: T): Jsonified<T> {
  if (value instanceof Date) return value.toISOString() as Jsonified<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => toPlain(item)) as Jsonified<T>;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlain(item)])) as Jsonified<T>;
  }
  return value as Jsonified<T>;
}
