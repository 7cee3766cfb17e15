import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionRecord } from '@medprep/shared';
import type { EntityManager } from 'typeorm';
import { REPO_ROOT } from '../../config/paths';
import { describeImportIssue, type ImportIssue, readJsonQuestions, validateRows } from '../../modules/questions/question-import';
import { writeQuestions } from '../../modules/questions/question-writer.repository';

export const QUESTION_SEED_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'questions');

export interface SeedFile {
  file: string;
  /** The exam the file names. */
  exam: unknown;
  records: QuestionRecord[];
  issues: ImportIssue[];
}

/**
 * One seed file, `{ exam, questions: [records without exam] }`, read as an import is: every
 * question a live sample record of the file's exam, checked with questionRecordSchema.
 */
export function readSeedFile(file: string, dir = QUESTION_SEED_DIR): SeedFile {
  const text = readFileSync(join(dir, file), 'utf8');
  const read = readJsonQuestions(text);
  const exam = (JSON.parse(text) as { exam?: unknown }).exam;
  const { valid, issues } = validateRows(read.rows.map((row) => ({ ...row, candidate: { status: 'live', ...row.candidate, sample: true } })));
  return { file, exam, records: valid.map((v) => v.record), issues: [...read.issues, ...issues] };
}

export function seedFileNames(dir = QUESTION_SEED_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** Every sample question in seed-data/questions/*.json, validated; a bad file stops the seed with its issues. */
function loadSampleQuestions(dir = QUESTION_SEED_DIR): QuestionRecord[] {
  return seedFileNames(dir).flatMap((file) => {
    const { records, issues } = readSeedFile(file, dir);
    if (issues.length > 0) throw new Error(`${file}: ${issues.map(describeImportIssue).join('; ')}`);
    return records;
  });
}

/**
 * Seeds the sample bank by key and content hash: new questions are added; a question whose seed
 * record has content none of its versions has gets a new version, published at once (reviewed on
 * the record's reviewedAt; a correction when the record has a changeNote); one whose content is
 * known, including an editor's earlier or later versions, is left as it is.
 */
export async function seedQuestionBank(manager: EntityManager): Promise<void> {
  await writeQuestions(manager, loadSampleQuestions(), 'seed');
}
