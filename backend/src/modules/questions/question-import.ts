import { extname } from 'node:path';
import { isRecord, issuePath, type QuestionRecord, questionRecordSchema } from '@medprep/shared';
import type { TransactionRunner } from '../../database/unit-of-work';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { CsvSyntaxError, readCsvRecords } from './csv-records';
import { type NearDuplicateWarning, nearDuplicateWarnings } from './near-duplicates';
import { examIdsByRef, hasQuestionTables, storedQuestionsByKey, writeQuestions } from './question-writer.repository';
import { csvColumnOf, csvMessageOf, recordOfCsvRow, SBA_CSV_COLUMNS, SBA_CSV_REQUIRED_COLUMNS } from './sba-csv';

export type ImportFormat = 'json' | 'csv';

/** The largest file the admin import takes over HTTP (a bank of a few thousand questions). */
export const QUESTION_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** One thing wrong with a question of a file, where it is and what. */
export interface ImportIssue {
  /** The line (1-based) on which the question starts: its CSV record, or its object in the JSON. */
  line: number;
  /** JSON: the question's place (0-based) in the file's list of questions. */
  item?: number;
  /** CSV: the column that holds the field. */
  column?: string;
  /** The field within the question record, e.g. `options[2].text` (empty for the question as a whole). */
  path: string;
  message: string;
}

/** A question as found in a file, not yet validated. */
export interface SourceRow {
  line: number;
  item?: number;
  candidate: Record<string, unknown>;
  /** How to name a field of this row (CSV rows name their column). */
  format: ImportFormat;
}

export interface ReadResult {
  rows: SourceRow[];
  /** Problems found before validation (a CSV record with the wrong number of fields, a JSON value that is not an object…). */
  issues: ImportIssue[];
}

export interface ValidRecord {
  line: number;
  item?: number;
  format: ImportFormat;
  record: QuestionRecord;
}

export interface ImportReport {
  /** Questions written: inserted + updated (0 when any issue was found: a file is written whole or not at all). */
  imported: number;
  inserted: number;
  updated: number;
  issues: ImportIssue[];
  /** The exams whose questions were written (ids), for publishing their totals. */
  examIds: string[];
  /** Records close to a stored question or to another record of the file: written all the same. */
  warnings?: NearDuplicateWarning[];
}

interface ImportOptions {
  /** Called as questions are written: (written so far, questions to write). */
  onProgress?: (done: number, total: number) => void;
  /** Questions per write batch (progress is reported after each). */
  batchSize?: number;
  /** Who imports (null from the CLI): the new versions and the audit log name them. */
  actorId?: string | null;
}

/** The file as a whole cannot be read (not JSON, no header, not a question file). */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** The database is reachable but not ready for questions. */
export class ImportDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportDatabaseError';
  }
}

export function importFormatOf(fileName: string): ImportFormat | null {
  const ext = extname(fileName).toLowerCase();
  return ext === '.json' ? 'json' : ext === '.csv' ? 'csv' : null;
}

/** Reads a question file of either format. */
export function readQuestions(format: ImportFormat, text: string): ReadResult {
  return format === 'json' ? readJsonQuestions(text) : readCsvQuestions(text);
}

/** Reads a question file by its extension (.json or .csv). */
export function readQuestionFile(fileName: string, text: string): ReadResult {
  const format = importFormatOf(fileName);
  if (!format) throw new ImportFileError(`${fileName}: expected a .json or .csv file`);
  return readQuestions(format, text);
}

/** One issue as a line of a report: `line 12 (item 3), options[2].text: must not be empty`. */
export function describeImportIssue(issue: ImportIssue): string {
  const where = issue.item === undefined ? `line ${issue.line}` : `line ${issue.line} (item ${issue.item + 1})`;
  const field = issue.column ?? issue.path;
  return `${where}${field ? `, ${field}` : ''}: ${issue.message}`;
}

// ---------------------------------------------------------------------------------------------
// JSON: an array of question records, or {exam, questions: […]} with the exam applied to each.

export function readJsonQuestions(raw: string): ReadResult {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const lineOf = lineLocator(text);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    throw new ImportFileError(`not valid JSON${position ? ` (line ${lineOf(Number(position[1]))})` : ''}: ${message}`);
  }
  let items: unknown[];
  let fileExam: string | undefined;
  if (Array.isArray(data)) {
    items = data;
  } else if (isRecord(data) && Array.isArray(data.questions)) {
    items = data.questions;
    if (data.exam !== undefined && typeof data.exam !== 'string') throw new ImportFileError('"exam" must be the slug or id of an exam');
    fileExam = data.exam as string | undefined;
  } else {
    throw new ImportFileError('expected an array of questions or {"exam": "<slug>", "questions": [ … ]}');
  }
  const starts = questionStarts(text, Array.isArray(data) ? 'root' : 'questions');
  const result: ReadResult = { rows: [], issues: [] };
  items.forEach((item, index) => {
    const line = lineOf(starts[index] ?? 0);
    if (!isRecord(item)) {
      const found = item === null ? 'null' : Array.isArray(item) ? 'an array' : typeof item;
      result.issues.push({ line, item: index, path: '', message: `must be a question: an object, found ${found}` });
    } else if (fileExam !== undefined && item.exam !== undefined && item.exam !== fileExam) {
      result.issues.push({ line, item: index, path: 'exam', message: `'${String(item.exam)}' differs from the file's exam '${fileExam}'` });
    } else {
      result.rows.push({ line, item: index, candidate: fileExam !== undefined ? { ...item, exam: fileExam } : item, format: 'json' });
    }
  });
  return result;
}

/** The offset at which each element of the question array starts, in text JSON.parse has accepted. */
function questionStarts(text: string, where: 'root' | 'questions'): number[] {
  const ws = (i: number) => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
    return i;
  };
  const skipString = (i: number) => {
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    return i + 1;
  };
  const skipValue = (i: number): number => {
    if (text[i] === '"') return skipString(i);
    if (text[i] === '{' || text[i] === '[') {
      let depth = 0;
      while (i < text.length) {
        const ch = text[i];
        if (ch === '"') {
          i = skipString(i);
          continue;
        }
        if (ch === '{' || ch === '[') depth++;
        else if (ch === '}' || ch === ']') {
          depth--;
          if (depth === 0) return i + 1;
        }
        i++;
      }
      return i;
    }
    while (i < text.length && !',]} \t\n\r'.includes(text[i])) i++;
    return i;
  };
  const elementStarts = (i: number) => {
    const starts: number[] = [];
    i = ws(i + 1);
    while (text[i] !== ']') {
      starts.push(i);
      i = ws(skipValue(i));
      if (text[i] === ',') i = ws(i + 1);
    }
    return starts;
  };
  const start = ws(0);
  if (where === 'root') return elementStarts(start);
  // The last "questions" key of the top-level object wins, as in JSON.parse.
  let found: number[] = [];
  let i = ws(start + 1);
  while (text[i] !== '}') {
    const keyEnd = skipString(i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = ws(ws(keyEnd) + 1);
    if (key === 'questions' && text[i] === '[') found = elementStarts(i);
    i = ws(skipValue(i));
    if (text[i] === ',') i = ws(i + 1);
  }
  return found;
}

/** Maps a character offset to its 1-based line (CRLF, LF and a lone CR each end a line). */
function lineLocator(text: string): (offset: number) => number {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) lineStarts.push(i + 1);
  }
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

// ---------------------------------------------------------------------------------------------
// CSV (single best answer only): a header row naming the columns of SBA_CSV_COLUMNS, one question per record.

/** The file's records; broken quoting makes the whole file unreadable past it, so it is refused. */
function csvRecords(text: string) {
  try {
    return readCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ImportFileError(`line ${error.line}: ${error.message}`);
    throw error;
  }
}

const plural = (n: number, word: string) => `${word}${n > 1 ? 's' : ''}`;

export function readCsvQuestions(text: string): ReadResult {
  const [header, ...records] = csvRecords(text);
  if (!header) throw new ImportFileError('the file is empty: expected a header row');
  const canonical = new Map<string, string>(SBA_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const columns = header.fields.map((name) => canonical.get(name.trim().toLowerCase()) ?? '');
  const unknown = header.fields.filter((_, i) => columns[i] === '');
  if (unknown.length > 0) {
    throw new ImportFileError(
      `line ${header.line}: unknown ${plural(unknown.length, 'column')} ${unknown.map((c) => `'${c}'`).join(', ')} (expected: ${SBA_CSV_COLUMNS.join(', ')})`,
    );
  }
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (repeated.length > 0) throw new ImportFileError(`line ${header.line}: column '${repeated[0]}' appears more than once`);
  const missing = SBA_CSV_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) throw new ImportFileError(`line ${header.line}: missing ${plural(missing.length, 'column')} ${missing.map((c) => `'${c}'`).join(', ')}`);

  const result: ReadResult = { rows: [], issues: [] };
  for (const record of records) {
    if (record.fields.length !== columns.length) {
      result.issues.push({ line: record.line, path: '', message: `has ${record.fields.length} fields where the header has ${columns.length}` });
      continue;
    }
    const cells = new Map(columns.map((c, i) => [c, record.fields[i].trim()]));
    const { candidate, issues } = recordOfCsvRow((column) => cells.get(column) ?? '');
    result.issues.push(...issues.map((issue) => ({ line: record.line, column: issue.column, path: '', message: issue.message })));
    result.rows.push({ line: record.line, candidate, format: 'csv' });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Validation and writing.

/** Checks every row with questionRecordSchema; a key used twice in one file is refused after its first use. */
export function validateRows(rows: SourceRow[]): { valid: ValidRecord[]; issues: ImportIssue[] } {
  const valid: ValidRecord[] = [];
  const issues: ImportIssue[] = [];
  const firstLineOfKey = new Map<string, number>();
  for (const row of rows) {
    const at = { line: row.line, ...(row.item === undefined ? {} : { item: row.item }) };
    const parsed = questionRecordSchema.safeParse(row.candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issuePath(issue.path);
        issues.push(
          row.format === 'csv'
            ? { ...at, column: csvColumnOf(issue.path), path, message: csvMessageOf(issue.path, issue.message) }
            : { ...at, path, message: issue.message },
        );
      }
      continue;
    }
    const earlier = firstLineOfKey.get(parsed.data.key);
    if (earlier !== undefined) {
      issues.push({ ...at, ...(row.format === 'csv' ? { column: 'key' } : {}), path: 'key', message: `'${parsed.data.key}' is already used on line ${earlier}` });
      continue;
    }
    firstLineOfKey.set(parsed.data.key, row.line);
    valid.push({ ...at, format: row.format, record: parsed.data });
  }
  return { valid, issues };
}

/** Fails with a clear message when the schema has not been migrated (the import never migrates). */
async function assertQuestionTables(db: TransactionRunner): Promise<void> {
  if (!(await hasQuestionTables(db.manager))) {
    throw new ImportDatabaseError(
      'The database has no questions table: it has not been migrated. Start the service once (npm start), which applies the migrations, then import again.',
    );
  }
}

/** Thrown inside the write transaction to undo it when an exam went away mid-import. */
class ExamsWentAway extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super('exams went away during the import');
  }
}

const byLine = (a: ImportIssue, b: ImportIssue) => a.line - b.line || (a.item ?? 0) - (b.item ?? 0);

/** An issue with the exam of a valid record. */
const examIssue = ({ line, item, format }: ValidRecord, message: string): ImportIssue => ({
  line,
  ...(item === undefined ? {} : { item }),
  ...(format === 'csv' ? { column: 'exam' } : {}),
  path: 'exam',
  message,
});
const unknownExam = (v: ValidRecord) => examIssue(v, `no exam has the slug or id '${v.record.exam}'`);

const audit = new AuditLogRepository();

/**
 * Validates every question of the file and writes them by key and content (new keys inserted, a
 * known key with new content given a new version: published at once when the record is live, a
 * draft beside the live one when it is a draft) in one transaction, only when none has an issue: a file is imported whole or not at all,
 * and the report then lists every issue by line.
 */
export async function importQuestions(db: TransactionRunner, read: ReadResult, options: ImportOptions = {}): Promise<ImportReport> {
  await assertQuestionTables(db);
  const { valid, issues } = validateRows(read.rows);
  const report: ImportReport = { imported: 0, inserted: 0, updated: 0, issues: [...read.issues, ...issues], examIds: [] };
  const examIdByRef = await examIdsByRef(db.manager);
  report.issues.push(...valid.filter((v) => !examIdByRef.has(v.record.exam)).map(unknownExam));
  // Attempts and flags carry the exam of the question: one answered in its exam stays there.
  const stored = await storedQuestionsByKey(
    db.manager,
    valid.map((v) => v.record.key),
  );
  for (const v of valid) {
    const before = stored.get(v.record.key);
    const examId = examIdByRef.get(v.record.exam);
    if (before && examId && before.examId !== examId && before.answeredOrFlagged) {
      report.issues.push(examIssue(v, `cannot move '${v.record.key}' to another exam: it has been answered in its own; add a new question instead`));
    }
  }
  if (report.issues.length > 0) {
    report.issues.sort(byLine);
    return report;
  }
  report.warnings = await nearDuplicateWarnings(db.manager, valid);
  const batchSize = Math.max(1, options.batchSize ?? 25);
  try {
    await db.transaction(async (manager) => {
      options.onProgress?.(0, valid.length);
      for (let start = 0; start < valid.length; start += batchSize) {
        const batch = valid.slice(start, start + batchSize);
        const written = await writeQuestions(
          manager,
          batch.map((v) => v.record),
          'update',
          { actorId: options.actorId ?? null },
        );
        for (const w of written.written) {
          await audit.record(manager, {
            actorId: options.actorId ?? null,
            action: 'question.import',
            entity: 'question',
            entityId: w.id,
            after: { key: w.key, version: w.version, status: w.status, change: w.change },
          });
        }
        if (written.unknownExams.length > 0) {
          const gone = new Set(written.unknownExams);
          throw new ExamsWentAway(batch.filter((v) => gone.has(v.record.key)).map(unknownExam));
        }
        report.inserted += written.inserted;
        report.updated += written.updated + written.unchanged;
        options.onProgress?.(Math.min(start + batchSize, valid.length), valid.length);
      }
    });
  } catch (error) {
    if (!(error instanceof ExamsWentAway)) throw error;
    return { imported: 0, inserted: 0, updated: 0, issues: error.issues, examIds: [] };
  }
  report.imported = report.inserted + report.updated;
  // A question moved to another exam changes the totals of both.
  report.examIds = [...new Set([...valid.map((v) => examIdByRef.get(v.record.exam)!), ...[...stored.values()].map((s) => s.examId)])];
  return report;
}
