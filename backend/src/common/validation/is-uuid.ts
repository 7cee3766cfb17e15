const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical UUID; checked before a value reaches a uuid column, where Postgres would reject it. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
