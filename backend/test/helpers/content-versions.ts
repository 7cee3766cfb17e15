import { type Item, itemListingText } from '@medprep/shared';
import type { DataSource } from 'typeorm';

export interface PublishOptions {
  changeNote?: string | null;
  isCorrection?: boolean;
  /** When the version went live (now unless given), for tests that order corrections. */
  publishedAt?: Date;
}

/**
 * Publishes `item` as the question's next version, in one transaction as publishing does: the live
 * version retires, the new one goes live, and the questions row takes its content and number.
 * Returns the new version's number.
 */
export async function publishVersion(db: DataSource, questionId: string, item: Item, options: PublishOptions = {}): Promise<number> {
  return db.transaction(async (m) => {
    const [question] = await m.query(`SELECT topic, latest_version FROM questions WHERE id = $1 FOR UPDATE`, [questionId]);
    if (!question) throw new Error(`No question ${questionId}`);
    const version: number = question.latest_version + 1;
    const publishedAt = options.publishedAt ?? new Date();
    await m.query(`UPDATE question_versions SET status = 'retired' WHERE question_id = $1 AND status = 'live'`, [questionId]);
    await m.query(
      `INSERT INTO question_versions (question_id, version, status, type, topic, stem, body, change_note, is_correction, published_at)
       VALUES ($1, $2, 'live', $3, $4, $5, $6, $7, $8, $9)`,
      [questionId, version, item.type, question.topic, itemListingText(item), JSON.stringify(item), options.changeNote ?? null, options.isCorrection ?? false, publishedAt],
    );
    await m.query(
      `UPDATE questions SET type = $2, stem = $3, body = $4, status = 'live', version = $5, latest_version = $5, updated_at = now() WHERE id = $1`,
      [questionId, item.type, itemListingText(item), JSON.stringify(item), version],
    );
    return version;
  });
}
