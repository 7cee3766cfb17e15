import { issuePath, itemOfRecord, questionRecordSchema, type Item } from '@medprep/shared';
import type { AdminRecord } from './admin-types';

/** One problem in the record being edited: where (`options[2].text`, empty for the whole) and what. */
export interface RecordIssue {
  path: string;
  segments: ReadonlyArray<string | number>;
  message: string;
  /** Where in the text a JSON syntax error is, when the parser says. */
  offset?: number;
}

export type RecordCheck =
  | { ok: true; record: Record<string, unknown>; item: Item }
  | { ok: false; issues: RecordIssue[] };

/** The bank fields the editor does not edit as JSON: the key is fixed, the status is the lifecycle's, the note has its own field. */
const NOT_EDITED = ['key', 'status', 'changeNote'] as const;

/** The record as the editor shows it: its item and bank fields, without the fields edited elsewhere. */
export function editableRecord(record: AdminRecord): Record<string, unknown> {
  const body: Record<string, unknown> = { ...record };
  for (const field of NOT_EDITED) delete body[field];
  return body;
}

export const recordText = (record: AdminRecord) => JSON.stringify(editableRecord(record), null, 2);

/** Pretty-prints JSON text; the text unchanged if it does not parse. */
export function formatJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const POSITION = /at position (\d+)/;

/**
 * Reads the edited text as a record of the item `key` and checks it with the shared record schema
 * (the server's own check): the record to send (as written, without key or status) and its item
 * for the preview, or every problem by path.
 */
export function checkRecordText(text: string, key: string): RecordCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it cannot be read';
    const position = POSITION.exec(reason)?.[1];
    return { ok: false, issues: [{ path: '', segments: [], message: `is not valid JSON: ${reason}`, ...(position ? { offset: Number(position) } : {}) }] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, issues: [{ path: '', segments: [], message: 'must be one record: an object with a type' }] };
  }
  const record: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of NOT_EDITED) delete record[field];
  const parsed = questionRecordSchema.safeParse({ ...record, key });
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issuePath(issue.path),
        segments: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
        message: issue.message,
      })),
    };
  }
  return { ok: true, record, item: itemOfRecord(parsed.data) };
}

/**
 * Where the value at `segments` is in the JSON `text` (which parses): its start and end offsets,
 * or those of the nearest enclosing value that exists (a missing field points at its object).
 */
export function locateJsonPath(text: string, segments: ReadonlyArray<string | number>): { start: number; end: number } {
  let i = 0;
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const string = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const skip = (): void => {
    space();
    const c = text[i];
    if (c === '"') return void string();
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      space();
      if (text[i] === close) return void i++;
      for (;;) {
        if (c === '{') {
          space();
          string();
          space();
          i++; // the colon
        }
        skip();
        space();
        if (text[i++] !== ',') return;
      }
    }
    while (i < text.length && !/[\s,}\]]/.test(text[i]!)) i++;
  };
  const seek = (depth: number): { start: number; end: number } => {
    space();
    const start = i;
    const want = segments[depth];
    const c = text[i];
    if (want === undefined || (c !== '{' && c !== '[')) {
      skip();
      return { start, end: i };
    }
    const close = c === '{' ? '}' : ']';
    i++;
    space();
    let index = 0;
    if (text[i] !== close) {
      for (;;) {
        let name: string | number = index++;
        if (c === '{') {
          space();
          name = string();
          space();
          i++;
        }
        if (name === want) return seek(depth + 1);
        skip();
        space();
        if (text[i++] !== ',') break;
      }
    } else i++;
    return { start, end: i };
  };
  return seek(0);
}
