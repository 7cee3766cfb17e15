import { itemListingText, itemOfRecord, type QuestionRecord } from '@medprep/shared';
import type { EntityManager } from 'typeorm';

// Functions over the EntityManager they are given (the seed, the import and the admin share them),
// so a caller's transaction spans them.

export type OnExistingKey = 'keep' | 'update';

export interface WriteResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Questions naming an exam that does not exist, by key. */
  unknownExams: string[];
}

/**
 * Writes validated question records (any item type) by their stable key: new keys are inserted; an existing key is kept
 * as it is ('keep', the start-up seed, so an editor's changes survive restarts) or updated
 * ('update', an explicit import). Idempotent either way.
 */
export async function writeQuestions(manager: EntityManager, questions: QuestionRecord[], onExisting: OnExistingKey): Promise<WriteResult> {
  const result: WriteResult = { inserted: 0, updated: 0, unchanged: 0, unknownExams: [] };
  if (questions.length === 0) return result;
  const exams = await examIdsByRef(manager);
  for (const q of questions) {
    const examId = exams.get(q.exam);
    if (!examId) {
      result.unknownExams.push(q.key);
      continue;
    }
    const item = itemOfRecord(q);
    const rows: Array<{ inserted: boolean }> = await manager.query(
      `INSERT INTO questions (key, exam_id, topic, type, stem, body, status, sample)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (key) DO ${
         onExisting === 'update'
           ? `UPDATE SET exam_id = EXCLUDED.exam_id, topic = EXCLUDED.topic, type = EXCLUDED.type, stem = EXCLUDED.stem,
                body = EXCLUDED.body, status = EXCLUDED.status, sample = EXCLUDED.sample, updated_at = now()`
           : 'NOTHING'
       }
       RETURNING (xmax = 0) AS inserted`,
      [q.key, examId, q.topic, item.type, itemListingText(item), JSON.stringify(item), q.status, q.sample],
    );
    if (rows.length === 0) result.unchanged++;
    else if (rows[0].inserted) result.inserted++;
    else result.updated++;
  }
  return result;
}

/** Every exam's id, keyed by its slug and by its id. */
export async function examIdsByRef(manager: EntityManager): Promise<Map<string, string>> {
  return new Map<string, string>(
    (await manager.query(`SELECT id, slug FROM exams`)).flatMap((e: { id: string; slug: string }) => [
      [e.slug, e.id],
      [e.id, e.id],
    ]),
  );
}

/** Whether the schema has been migrated far enough to hold questions. */
export async function hasQuestionTables(manager: EntityManager): Promise<boolean> {
  const [{ questions, exams }] = await manager.query(`SELECT to_regclass('questions') IS NOT NULL AS questions, to_regclass('exams') IS NOT NULL AS exams`);
  return questions && exams;
}

export interface StoredQuestionRef {
  examId: string;
  /** Whether answers or flags tie the question to its exam (their rows carry the exam). */
  answeredOrFlagged: boolean;
}

/** The exam of each stored question among `keys`, and whether it has been answered or flagged there. */
export async function storedQuestionsByKey(manager: EntityManager, keys: string[]): Promise<Map<string, StoredQuestionRef>> {
  if (keys.length === 0) return new Map();
  const rows: Array<{ key: string; examId: string; used: boolean }> = await manager.query(
    `SELECT q.key, q.exam_id AS "examId",
            EXISTS (SELECT 1 FROM attempts a WHERE a.question_id = q.id) OR EXISTS (SELECT 1 FROM question_flags f WHERE f.question_id = q.id) AS used
       FROM questions q WHERE q.key = ANY($1::text[])`,
    [keys],
  );
  return new Map(rows.map((r) => [r.key, { examId: r.examId, answeredOrFlagged: r.used }]));
}
