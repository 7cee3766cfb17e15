/** A JSON object: not null, not a list (what a parsed body, a stored value or a part must be before its fields are read). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
