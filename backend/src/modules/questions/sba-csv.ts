import { ITEM_KEYS, type ItemMedia, type ItemReference, type QuestionRecord, SBA_OPTIONS } from '@medprep/shared';
import { csvCellOfText, textOfCsvCell } from './csv-cell';

// The CSV form of a single-best-answer record, both ways: one row per question. References and
// images share a cell each: entries separated by ";;", the fields of an entry by "|".

export const CSV_OPTION_KEYS = ITEM_KEYS.slice(0, SBA_OPTIONS.max);
const optionColumn = (key: string) => `option_${key}`;
const explanationColumn = (key: string) => `option_${key}_explanation`;

export const SBA_CSV_COLUMNS = [
  'key',
  'exam',
  'topic',
  'stem',
  ...CSV_OPTION_KEYS.flatMap((key) => [optionColumn(key), explanationColumn(key)]),
  'answer',
  'explanation',
  'references',
  'media',
  'status',
  'sample',
] as const;

/** The columns a file must have: an item has at least three options. */
export const SBA_CSV_REQUIRED_COLUMNS = [
  'key',
  'exam',
  'topic',
  'stem',
  ...CSV_OPTION_KEYS.slice(0, SBA_OPTIONS.min).flatMap((key) => [optionColumn(key), explanationColumn(key)]),
  'answer',
  'explanation',
  'references',
];

const ENTRY_SEPARATOR = ';;';
const FIELD_SEPARATOR = '|';
export const REFERENCE_FIELDS = ['title', 'publisher', 'year', 'code', 'url'] as const;
export const MEDIA_FIELDS = ['kind', 'src', 'alt', 'caption', 'width', 'height'] as const;

/** A problem found in a cell before the schema sees the row. */
export interface CellIssue {
  column: string;
  message: string;
}

const entries = (cell: string) =>
  cell
    .split(ENTRY_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** A whole number stays a number; anything else is passed on as text for the schema to name. */
const numberOrText = (text: string): number | string => (/^\d+$/.test(text) ? Number(text) : text);

function readEntries(cell: string, column: string, fields: readonly string[], numeric: ReadonlySet<string>, issues: CellIssue[]) {
  return entries(cell).map((entry, i) => {
    const parts = entry.split(FIELD_SEPARATOR).map((part) => part.trim());
    if (parts.length > fields.length) {
      issues.push({ column, message: `entry ${i + 1} has ${parts.length} fields where at most ${fields.length} are read (${fields.join(' | ')})` });
    }
    const read: Record<string, unknown> = {};
    fields.forEach((field, f) => {
      const part = parts[f] ?? '';
      if (part !== '') read[field] = numeric.has(field) ? numberOrText(part) : part;
    });
    return read;
  });
}

/**
 * The record a CSV row describes, not yet validated, and the cells that could not be read into it
 * (a gap in the options, an entry with too many fields).
 */
export function recordOfCsvRow(cellAsWritten: (column: string) => string): { candidate: Record<string, unknown>; issues: CellIssue[] } {
  const cell = (column: string) => textOfCsvCell(cellAsWritten(column));
  const issues: CellIssue[] = [];
  const given = CSV_OPTION_KEYS.map((key) => cell(optionColumn(key)) !== '' || cell(explanationColumn(key)) !== '');
  const last = given.lastIndexOf(true);
  const options = CSV_OPTION_KEYS.slice(0, last + 1).map((key, i) => {
    if (!given[i]) issues.push({ column: optionColumn(key), message: `is empty but a later option is given: options run A, B, C… without a gap` });
    return { key, text: cell(optionColumn(key)) || undefined, explanation: cell(explanationColumn(key)) || undefined };
  });
  const sample = cell('sample').toLowerCase();
  const candidate: Record<string, unknown> = {
    key: cell('key') || undefined,
    exam: cell('exam') || undefined,
    topic: cell('topic') || undefined,
    type: 'sba',
    stem: cell('stem') || undefined,
    options,
    answer: cell('answer') || undefined,
    explanation: cell('explanation') || undefined,
    references: readEntries(cell('references'), 'references', REFERENCE_FIELDS, new Set(['year']), issues),
    status: cell('status') || undefined,
    sample: sample === '' ? undefined : sample === 'true' ? true : sample === 'false' ? false : cell('sample'),
  };
  const media = readEntries(cell('media'), 'media', MEDIA_FIELDS, new Set(['width', 'height']), issues);
  if (media.length > 0) candidate.media = media;
  return { candidate, issues };
}

/** The CSV column that holds a field of the record (`options[2].text` is option_C). */
export function csvColumnOf(path: ReadonlyArray<PropertyKey>): string {
  const [head, index, field] = path;
  if (head === 'options') {
    if (typeof index !== 'number') return optionColumn('A');
    const key = CSV_OPTION_KEYS[index] ?? String(index);
    return field === 'explanation' ? explanationColumn(key) : optionColumn(key);
  }
  return typeof head === 'string' ? head : '';
}

/** A message for a cell that holds entries names the entry and its field: "entry 2, year: must be a year". */
export function csvMessageOf(path: ReadonlyArray<PropertyKey>, message: string): string {
  const [head, index, field] = path;
  if ((head === 'references' || head === 'media') && typeof index === 'number') {
    return `entry ${index + 1}${typeof field === 'string' ? `, ${field}` : ''}: ${message}`;
  }
  return message;
}

/** A text that cannot be written into a cell of entries without being read back differently. */
export function unwritableInEntries(text: string): boolean {
  return text.includes(FIELD_SEPARATOR) || text.includes(ENTRY_SEPARATOR);
}

const writeEntries = <T extends object>(list: readonly T[] | undefined, fields: ReadonlyArray<keyof T>) =>
  (list ?? [])
    .map((entry) => {
      const parts = fields.map((field) => (entry[field] === undefined ? '' : String(entry[field])));
      while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
      return parts.join(` ${FIELD_SEPARATOR} `);
    })
    .join(` ${ENTRY_SEPARATOR} `);

/** The texts of a record's references and images that a CSV cell of entries cannot hold. */
export function entriesCsvCannotHold(record: QuestionRecord): string[] {
  const texts = [
    ...record.references.flatMap((r) => REFERENCE_FIELDS.map((f) => r[f])),
    ...(record.media ?? []).flatMap((m) => MEDIA_FIELDS.map((f) => m[f])),
  ];
  return texts.filter((t): t is string => typeof t === 'string' && unwritableInEntries(t));
}

/** A single-best-answer record as a CSV row, in SBA_CSV_COLUMNS order, no cell a spreadsheet would run as a formula. */
export function csvRowOfRecord(record: QuestionRecord & { type: 'sba' }): string[] {
  const byColumn: Record<string, string> = {
    key: record.key,
    exam: record.exam,
    topic: record.topic,
    stem: record.stem,
    answer: record.answer,
    explanation: record.explanation,
    references: writeEntries<ItemReference>(record.references, REFERENCE_FIELDS),
    media: writeEntries<ItemMedia>(record.media, MEDIA_FIELDS),
    status: record.status,
    sample: String(record.sample),
  };
  for (const option of record.options) {
    byColumn[optionColumn(option.key)] = option.text;
    byColumn[explanationColumn(option.key)] = option.explanation;
  }
  return SBA_CSV_COLUMNS.map((column) => csvCellOfText(byColumn[column] ?? ''));
}
