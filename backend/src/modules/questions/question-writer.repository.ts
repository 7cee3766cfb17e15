import { itemListingText, itemOfRecord, nextReviewDue, type QuestionRecord, type QuestionStatus } from '@medprep/shared';
import type { EntityManager } from 'typeorm';
import { addDraftVersion, publishVersion, recordStatusEvent } from './question-versions.repository';

// Functions over the EntityManager they are given (the seed, the import and the admin share them),
// so a caller's transaction spans them.

/**
 * What happens to a record whose key exists: 'keep' leaves the question as it is (an admin's
 * create, test fixtures); 'seed' adds a version only when no version of the question has the
 * record's content (so an editor's later versions survive restarts); 'update' (an import) adds one
 * when the content differs from both the live and the newest version's.
 */
export type OnExistingKey = 'keep' | 'seed' | 'update';

export interface WrittenQuestion {
  id: string;
  key: string;
  version: number;
  /** Inserted (its version 1 made by the trigger), a new version of a question that existed, or only moved to another exam or sample flag. */
  change: 'inserted' | 'version' | 'moved';
  status: QuestionStatus;
}

export interface WriteResult {
  inserted: number;
  /** Existing questions given a new version (or, on update, a new exam or sample flag). */
  updated: number;
  unchanged: number;
  /** Questions naming an exam that does not exist, by key. */
  unknownExams: string[];
  written: WrittenQuestion[];
}

export interface WriteOptions {
  /** Who wrote them (null for the seed and the CLI). */
  actorId?: string | null;
}

/**
 * Writes validated question records (any item type) by their stable key and content hash: a new
 * key is inserted (its version 1, draft or live, made by the trigger); a known key is treated as
 * `onExisting` says. A new version of a record marked live is published at once, reviewed on its
 * reviewedAt; one with a changeNote is a correction. Idempotent: writing the same records again
 * changes nothing.
 */
export async function writeQuestions(manager: EntityManager, questions: QuestionRecord[], onExisting: OnExistingKey, options: WriteOptions = {}): Promise<WriteResult> {
  const result: WriteResult = { inserted: 0, updated: 0, unchanged: 0, unknownExams: [], written: [] };
  if (questions.length === 0) return result;
  const actorId = options.actorId ?? null;
  const exams = await examIdsByRef(manager);
  for (const q of questions) {
    const examId = exams.get(q.exam);
    if (!examId) {
      result.unknownExams.push(q.key);
      continue;
    }
    const item = itemOfRecord(q);
    const content = { type: item.type, topic: q.topic, stem: itemListingText(item), body: item };
    const reviewedAt = q.reviewedAt ?? null;
    const inserted: Array<{ id: string }> = await manager.query(
      `INSERT INTO questions (key, exam_id, topic, type, stem, body, status, sample, reviewed_at, next_review_due)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (key) DO NOTHING RETURNING id`,
      [q.key, examId, q.topic, item.type, content.stem, JSON.stringify(item), q.status, q.sample, reviewedAt, reviewedAt ? nextReviewDue(reviewedAt) : null],
    );
    if (inserted.length > 0) {
      await recordStatusEvent(manager, inserted[0].id, 1, null, q.status, actorId, 'created');
      result.inserted++;
      result.written.push({ id: inserted[0].id, key: q.key, version: 1, change: 'inserted', status: q.status });
      continue;
    }
    if (onExisting === 'keep') {
      result.unchanged++;
      continue;
    }
    const [existing]: Array<{ id: string; known: boolean; moved: boolean }> = await manager.query(
      `SELECT q.id, q.exam_id <> $3 OR q.sample <> $4 AS moved,
              EXISTS (SELECT 1 FROM question_versions v
                       WHERE v.question_id = q.id AND v.content_hash = md5($2::jsonb::text) AND v.topic = $5
                         AND ($6 OR v.status = 'live' OR v.version = q.latest_version)) AS known
         FROM questions q WHERE q.key = $1 FOR UPDATE`,
      [q.key, JSON.stringify(item), examId, q.sample, q.topic, onExisting === 'seed'],
    );
    if (onExisting === 'update' && existing.moved) {
      await manager.query(`UPDATE questions SET exam_id = $2, sample = $3, updated_at = now() WHERE id = $1`, [existing.id, examId, q.sample]);
    }
    if (existing.known) {
      if (onExisting === 'update' && existing.moved) {
        result.updated++;
        const [{ version, status }] = await manager.query(`SELECT version, status FROM questions WHERE id = $1`, [existing.id]);
        result.written.push({ id: existing.id, key: q.key, version, change: 'moved', status });
      } else result.unchanged++;
      continue;
    }
    const version = await addDraftVersion(manager, existing.id, content, { actorId, changeNote: q.changeNote ?? null, isCorrection: q.changeNote !== undefined });
    if (q.status === 'live') await publishVersion(manager, existing.id, version, { actorId, reviewedAt, note: q.changeNote ?? null });
    result.updated++;
    result.written.push({ id: existing.id, key: q.key, version, change: 'version', status: q.status });
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
