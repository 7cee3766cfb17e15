import type { Item, QuestionRecord, QuestionStatus } from '@medprep/shared';
import { stringify } from 'csv-stringify/sync';
import { csvRowOfRecord, SBA_CSV_COLUMNS } from './sba-csv';

/** A stored question (or one of its versions) as the bank's record: its item with its key, exam (by slug), topic, status, sample flag and review date. */
export function recordOfQuestion(
  question: { key: string; topic: string; status: QuestionStatus; sample: boolean; body: Item; reviewedAt?: Date | null },
  examSlug: string,
): QuestionRecord {
  const reviewedAt = question.reviewedAt ? { reviewedAt: question.reviewedAt.toISOString().slice(0, 10) } : {};
  return { key: question.key, exam: examSlug, topic: question.topic, ...question.body, status: question.status, sample: question.sample, ...reviewedAt } as QuestionRecord;
}

/** An exam's records as a JSON file in the seed and import format: `{ exam, questions: [records without exam] }`. */
export function questionsJson(exam: string, records: readonly QuestionRecord[]): string {
  const questions = records.map(({ exam: _exam, ...rest }) => rest);
  return `${JSON.stringify({ exam, questions }, null, 2)}\n`;
}

/**
 * Single-best-answer records as a CSV file (header row, one row per question), with a byte-order
 * mark so that spreadsheets read it as UTF-8. The caller checks that every record is an sba item
 * whose references and images a cell can hold.
 */
export function questionsCsv(records: ReadonlyArray<QuestionRecord & { type: 'sba' }>): string {
  return stringify([[...SBA_CSV_COLUMNS], ...records.map(csvRowOfRecord)], { bom: true });
}
