import { extname } from 'node:path';
import { OPTION_LETTERS, questionInputSchema, type QuestionInput } from '@medprep/shared';
import { issueField, type ValidationIssue } from '../../common/validation/zod-issues';
import type { TransactionRunner } from '../../database/unit-of-work';
import { examIdsByRef, hasQuestionTables, writeQuestions } from './question-writer.repository';
import { CsvSyntaxError, readCsvRecords } from './csv-records';

/** A question as found in a file, not yet validated, with the line it starts on. */
interface SourceRow {
  line: number;
  candidate: unknown;
  /** How to name a field of this row in a reason (CSV rows name their columns). */
  format: 'json' | 'csv';
}

export interface BadRow {
  line: number;
  reason: string;
}

interface ReadResult {
  rows: SourceRow[];
  /** Rows refused before validation (a CSV record with the wrong number of fields, a JSON value that is not an object…). */
  bad: BadRow[];
}

interface ImportReport {
  /** Questions written: inserted + updated. */
  imported: number;
  inserted: number;
  updated: number;
  bad: BadRow[];
  /** The exams whose questions were written (ids), for publishing their totals. */
  examIds: string[];
}

interface ImportOptions {
  /** Called as rows are written: (written so far, rows to write). */
  onProgress?: (done: number, total: number) => void;
  /** Rows per write batch (progress is reported after each). */
  batchSize?: number;
}

/** The file as a whole cannot be imported (not JSON, no header, not a question file). */
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

export function importFormatOf(fileName: string): 'json' | 'csv' | null {
  const ext = extname(fileName).toLowerCase();
  return ext === '.json' ? 'json' : ext === '.csv' ? 'csv' : null;
}

/** Reads a question file by its extension (.json or .csv). */
export function readQuestionFile(fileName: string, text: string): ReadResult {
  const format = importFormatOf(fileName);
  if (format === 'json') return readJsonQuestions(text);
  if (format === 'csv') return readCsvQuestions(text);
  throw new ImportFileError(`${fileName}: expected a .json or .csv file`);
}

// ---------------------------------------------------------------------------------------------
// JSON: an array of questions, or {exam, questions: […]} with the exam applied to each question.

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
  } else if (isPlainObject(data) && Array.isArray(data.questions)) {
    items = data.questions;
    if (data.exam !== undefined && typeof data.exam !== 'string') throw new ImportFileError('"exam" must be the slug or id of an exam');
    fileExam = data.exam as string | undefined;
  } else {
    throw new ImportFileError('expected an array of questions or {"exam": "<slug>", "questions": [ … ]}');
  }
  const starts = questionStarts(text, Array.isArray(data) ? 'root' : 'questions');
  const result: ReadResult = { rows: [], bad: [] };
  items.forEach((item, index) => {
    const line = lineOf(starts[index] ?? 0);
    if (!isPlainObject(item)) {
      result.bad.push({ line, reason: `expected a question object, found ${item === null ? 'null' : Array.isArray(item) ? 'an array' : typeof item}` });
    } else if (fileExam !== undefined && item.exam !== undefined && item.exam !== fileExam) {
      result.bad.push({ line, reason: `exam '${String(item.exam)}' differs from the file's exam '${fileExam}'` });
    } else {
      result.rows.push({ line, candidate: fileExam !== undefined ? { ...item, exam: fileExam } : item, format: 'json' });
    }
  });
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
// CSV: a header row naming the columns below, one question per record.

const optionColumns = OPTION_LETTERS.map((l) => l as string);
const explanationColumns = OPTION_LETTERS.map((l) => `explanation_${l}`);
const CSV_REQUIRED_COLUMNS = ['key', 'exam', 'topic', 'stem', ...optionColumns, 'answer', 'explanation', ...explanationColumns];
const CSV_OPTIONAL_COLUMNS = ['references', 'image_url', 'status'];
const CSV_COLUMNS = [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS];
/** References share one cell, separated by a spaced pipe (a bare | may belong to a reference). */
const REFERENCE_SEPARATOR = /\s+\|\s+/;

/** The file's records; broken quoting makes the whole file unreadable past it, so it is refused. */
function csvRecords(text: string) {
  try {
    return readCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ImportFileError(`line ${error.line}: ${error.message}`);
    throw error;
  }
}

export function readCsvQuestions(text: string): ReadResult {
  const [header, ...records] = csvRecords(text);
  if (!header) throw new ImportFileError('the file is empty: expected a header row');
  const canonical = new Map(CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const columns = header.fields.map((name) => canonical.get(name.trim().toLowerCase()));
  const unknown = header.fields.filter((_, i) => !columns[i]);
  if (unknown.length > 0) {
    throw new ImportFileError(`line ${header.line}: unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `'${c}'`).join(', ')} (expected: ${CSV_COLUMNS.join(', ')})`);
  }
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (repeated.length > 0) throw new ImportFileError(`line ${header.line}: column '${repeated[0]}' appears more than once`);
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) throw new ImportFileError(`line ${header.line}: missing column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `'${c}'`).join(', ')}`);

  const result: ReadResult = { rows: [], bad: [] };
  for (const record of records) {
    if (record.fields.length !== columns.length) {
      result.bad.push({ line: record.line, reason: `has ${record.fields.length} fields where the header has ${columns.length}` });
      continue;
    }
    const cells = new Map(columns.map((c, i) => [c as string, record.fields[i].trim()]));
    const cell = (name: string) => cells.get(name) || undefined;
    const letters = <T>(pick: (letter: string) => T) => Object.fromEntries(OPTION_LETTERS.map((l) => [l, pick(l)]));
    const references = cell('references');
    result.rows.push({
      line: record.line,
      format: 'csv',
      candidate: {
        key: cell('key'),
        exam: cell('exam'),
        topic: cell('topic'),
        stem: cell('stem'),
        options: letters((l) => cell(l)),
        answer: cell('answer'),
        explanation: cell('explanation'),
        optionExplanations: letters((l) => cell(`explanation_${l}`)),
        references: references ? references.split(REFERENCE_SEPARATOR).filter(Boolean) : undefined,
        imageUrl: cell('image_url'),
        status: cell('status'),
      },
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Validation and writing.

const CSV_COLUMN_OF: Record<string, (path: string[]) => string> = {
  options: (p) => p[1] ?? 'A–E',
  optionExplanations: (p) => (p[1] ? `explanation_${p[1]}` : 'explanation_A–E'),
  imageUrl: () => 'image_url',
  references: () => 'references',
};

/**
 * One issue as a reason: the schema's own messages already name their field ('option C is
 * required') and are kept as they are; a generic one gets the field (a CSV column, or a JSON path) in front.
 */
function reasonOf(issue: ValidationIssue, format: SourceRow['format']): string {
  const path = (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p)));
  if (path.length === 0) return issue.message;
  const head = path[0];
  const firstWord = issue.message.split(/\s/)[0];
  if (firstWord === head || firstWord === head.replace(/s$/, '')) return issue.message;
  const field = format === 'csv' ? (CSV_COLUMN_OF[head]?.(path) ?? head) : issueField(issue);
  return `${field}: ${issue.message}`;
}

interface ValidatedRows {
  valid: Array<{ line: number; question: QuestionInput }>;
  bad: BadRow[];
}

/** Checks every row against the question rules; a key used twice in one file is refused after its first use. */
export function validateRows(rows: SourceRow[]): ValidatedRows {
  const result: ValidatedRows = { valid: [], bad: [] };
  const firstLineOfKey = new Map<string, number>();
  for (const row of rows) {
    const parsed = questionInputSchema.safeParse(row.candidate);
    if (!parsed.success) {
      result.bad.push({ line: row.line, reason: [...new Set(parsed.error.issues.map((i) => reasonOf(i, row.format)))].join('; ') });
      continue;
    }
    const earlier = firstLineOfKey.get(parsed.data.key);
    if (earlier !== undefined) {
      result.bad.push({ line: row.line, reason: `key '${parsed.data.key}' is already used on line ${earlier}` });
      continue;
    }
    firstLineOfKey.set(parsed.data.key, row.line);
    result.valid.push({ line: row.line, question: parsed.data });
  }
  return result;
}

/** Fails with a clear message when the schema has not been migrated (the import never migrates). */
async function assertQuestionTables(db: TransactionRunner): Promise<void> {
  if (!(await hasQuestionTables(db.manager))) {
    throw new ImportDatabaseError(
      'The database has no questions table: it has not been migrated. Start the service once (npm start), which applies the migrations, then import again.',
    );
  }
}

/**
 * Validates the rows and writes the good ones by key (new keys inserted, known keys updated) in one
 * transaction: either every good row is written or, on a database failure, none is. Bad rows are
 * reported by line and never stop the others.
 */
export async function importQuestions(db: TransactionRunner, read: ReadResult, options: ImportOptions = {}): Promise<ImportReport> {
  await assertQuestionTables(db);
  const { valid, bad } = validateRows(read.rows);
  const report: ImportReport = { imported: 0, inserted: 0, updated: 0, bad: [...read.bad, ...bad], examIds: [] };
  const batchSize = Math.max(1, options.batchSize ?? 25);

  await db.transaction(async (manager) => {
    const examIdByRef = await examIdsByRef(manager);
    const writable = valid.filter(({ line, question }) => {
      if (examIdByRef.has(question.exam)) return true;
      report.bad.push({ line, reason: `unknown exam '${question.exam}'` });
      return false;
    });
    const lineOfKey = new Map(writable.map((r) => [r.question.key, r.line]));
    options.onProgress?.(0, writable.length);
    for (let start = 0; start < writable.length; start += batchSize) {
      const batch = writable.slice(start, start + batchSize).map((r) => r.question);
      const written = await writeQuestions(manager, batch, 'update');
      report.inserted += written.inserted;
      report.updated += written.updated + written.unchanged;
      // An exam deleted since the lookup above: reported like any other unknown exam.
      for (const key of written.unknownExams) {
        const question = batch.find((q) => q.key === key)!;
        report.bad.push({ line: lineOfKey.get(key)!, reason: `unknown exam '${question.exam}'` });
      }
      options.onProgress?.(Math.min(start + batchSize, writable.length), writable.length);
    }
    const refusedLines = new Set(report.bad.map((b) => b.line));
    report.examIds = [...new Set(writable.filter((r) => !refusedLines.has(r.line)).map((r) => examIdByRef.get(r.question.exam)!))];
  });
  report.imported = report.inserted + report.updated;
  report.bad.sort((a, b) => a.line - b.line);
  return report;
}
