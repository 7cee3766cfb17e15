import { CsvError, type Info, parse } from 'csv-parse/sync';

interface CsvRecord {
  /** The physical line (1-based) on which the record starts. */
  line: number;
  fields: string[];
}

/** The text cannot be read as CSV from `line` on (broken quoting); nothing after it can be trusted. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
    this.name = 'CsvSyntaxError';
  }
}

const REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'unexpected text after a closing quote',
};

/**
 * RFC 4180 records read by csv-parse, each with the line it starts on so that errors can point to
 * it. Line breaks may be CRLF, LF or a lone CR (inside quoted fields too, where they become \n);
 * a byte-order mark and blank lines are skipped; records may have any number of fields.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const normalised = text.replace(/\r\n?/g, '\n');
  const records: CsvRecord[] = [];
  let lastLine = 0;
  try {
    const parsed = parse(normalised, {
      bom: true,
      record_delimiter: '\n',
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      raw: true,
      on_record: (record, context) => ((lastLine = context.lines), record),
      // csv-parse's types do not follow the info and raw options, which wrap each record.
    }) as unknown as Array<{ record: string[]; info: Info; raw: string }>;
    for (const { record, info, raw } of parsed) {
      // csv-parse counts a record's last line; its raw text holds the blank lines before it and its line breaks.
      const breaksWithin = raw.replace(/^\n+/, '').replace(/\n$/, '').split('\n').length - 1;
      records.push({ line: info.lines - breaksWithin, fields: record });
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new CsvSyntaxError(startOfNextRecord(normalised, lastLine), REASONS[error.code] ?? error.message);
  }
  return records;
}

/** The first non-blank line after `line`, where the record that failed starts. */
function startOfNextRecord(text: string, line: number): number {
  const lines = text.split('\n');
  let next = line + 1;
  while (next <= lines.length && lines[next - 1] === '') next++;
  return next;
}
