/**
 * A server value as the store keeps it: dates as ISO strings, as REST's JSON sends them and as the
 * store's serializability rule wants them (tRPC's transformer hands the client real Dates).
 */
export type Plain<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Plain<U>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T;

/** `value` with every Date turned into its ISO string (a REST body or tRPC output, any depth). */
export function toPlain<T>(value: T): Plain<T> {
  if (value instanceof Date) return value.toISOString() as Plain<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => toPlain(item)) as Plain<T>;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlain(item)])) as Plain<T>;
  }
  return value as Plain<T>;
}
