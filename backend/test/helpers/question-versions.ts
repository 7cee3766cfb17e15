import type { Item } from '@medprep/shared';
import type { DataSource } from 'typeorm';

/**
 * Publishes a new version of a question as the editorial workflow does, in one transaction: the
 * new version is written live, the live one before it retired, and the questions row (the version
 * sessions receive) takes the new version's content. Returns the new version's number.
 * For tests of what serving does with versions; the workflow itself is tested with its service.
 */
export async function publishVersion(db: DataSource, questionId: string, body: Item, reviewedAt: Date | null = null): Promise<number> {
  return db.transaction(async (m) => {
    const [{ version, topic, stem }] = await m.query(`SELECT latest_version + 1 AS version, topic, stem FROM questions WHERE id = $1 FOR UPDATE`, [questionId]);
    await m.query(`UPDATE question_versions SET status = 'retired' WHERE question_id = $1 AND status = 'live'`, [questionId]);
    await m.query(
      `INSERT INTO question_versions (question_id, version, status, type, topic, stem, body, reviewed_at, published_at)
       VALUES ($1, $2, 'live', $3, $4, $5, $6::jsonb, $7, now())`,
      [questionId, version, body.type, topic, stem, JSON.stringify(body), reviewedAt],
    );
    await m.query(
      `UPDATE questions SET type = $3, topic = $4, stem = $5, body = $6::jsonb, version = $2, latest_version = $2, reviewed_at = $7, status = 'live', updated_at = now()
        WHERE id = $1`,
      [questionId, version, body.type, topic, stem, JSON.stringify(body), reviewedAt],
    );
    return version;
  });
}
