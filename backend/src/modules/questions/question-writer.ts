import type { QuestionInput } from '@medprep/shared';
import type { EntityManager } from 'typeorm';

type OnExistingKey = 'keep' | 'update';

interface WriteResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Questions naming an exam that does not exist, by key. */
  unknownExams: string[];
}

/**
 * Writes validated questions by their stable key: new keys are inserted; an existing key is kept
 * as it is ('keep', the start-up seed, so an editor's changes survive restarts) or updated
 * ('update', an explicit import). Idempotent either way.
 */
export async function writeQuestions(manager: EntityManager, questions: QuestionInput[], onExisting: OnExistingKey): Promise<WriteResult> {
  const result: WriteResult = { inserted: 0, updated: 0, unchanged: 0, unknownExams: [] };
  if (questions.length === 0) return result;
  const exams = new Map<string, string>(
    (await manager.query(`SELECT id, slug FROM exams`)).flatMap((e: { id: string; slug: string }) => [
      [e.slug, e.id],
      [e.id, e.id],
    ]),
  );
  for (const q of questions) {
    const examId = exams.get(q.exam);
    if (!examId) {
      result.unknownExams.push(q.key);
      continue;
    }
    const rows: Array<{ inserted: boolean }> = await manager.query(
      `INSERT INTO questions (key, exam_id, topic, stem, options, answer, explanation, option_explanations, "references", image_url, status, sample)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (key) DO ${
         onExisting === 'update'
           ? `UPDATE SET exam_id = EXCLUDED.exam_id, topic = EXCLUDED.topic, stem = EXCLUDED.stem, options = EXCLUDED.options,
                answer = EXCLUDED.answer, explanation = EXCLUDED.explanation, option_explanations = EXCLUDED.option_explanations,
                "references" = EXCLUDED."references", image_url = EXCLUDED.image_url, status = EXCLUDED.status,
                sample = EXCLUDED.sample, updated_at = now()`
           : 'NOTHING'
       }
       RETURNING (xmax = 0) AS inserted`,
      [q.key, examId, q.topic, q.stem, JSON.stringify(q.options), q.answer, q.explanation, JSON.stringify(q.optionExplanations), JSON.stringify(q.references), q.imageUrl ?? null, q.status, q.sample],
    );
    if (rows.length === 0) result.unchanged++;
    else if (rows[0].inserted) result.inserted++;
    else result.updated++;
  }
  return result;
}
