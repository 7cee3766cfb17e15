/** A reference to a record: its table name and id (the product's `tb` and `id`). */
export interface RecordRef {
  tb: string;
  id: string;
}

const OPEN = '⟨';
const CLOSE = '⟩';

/** Ids with '-' or '@' are wrapped, and so are ids that already look wrapped, so parsing is exact. */
const needsBrackets = (id: string) => /[-@]/.test(id) || (id.startsWith(OPEN) && id.endsWith(CLOSE));

/** 'table:id', or 'table:⟨id⟩' when the id holds '-' or '@'. */
export function formatRecordRef({ tb, id }: RecordRef): string {
  return `${tb}:${needsBrackets(id) ? `${OPEN}${id}${CLOSE}` : id}`;
}

/** The reference a 'table:id' or 'table:⟨id⟩' text stands for; null without a table or an id. */
export function parseRecordRef(text: string): RecordRef | null {
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  const tb = text.slice(0, colon);
  const raw = text.slice(colon + 1);
  const id = raw.length >= 2 && raw.startsWith(OPEN) && raw.endsWith(CLOSE) ? raw.slice(1, -1) : raw;
  return id.length > 0 ? { tb, id } : null;
}
