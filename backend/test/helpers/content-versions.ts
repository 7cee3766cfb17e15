import { type Item, itemListingText } from '@medprep/shared';
import type { DataSource } from 'typeorm';
import { addDraftVersion, publishVersion as publishThroughLifecycle } from '../../src/modules/questions/question-versions.repository';

export interface PublishOptions {
  changeNote?: string | null;
  isCorrection?: boolean;
  /** When the version was reviewed (now unless given). */
  reviewedAt?: Date;
  /** When the version went live (now unless given), for tests that order corrections. */
  publishedAt?: Date;
}

/**
 * Publishes `item` as the question's next version the way the editor console and the seed do
 * (a draft, then each step of the lifecycle to live, the live version retired), in one
 * transaction. Returns the new version's number.
 */
export async function publishVersion(db: DataSource, questionId: string, item: Item, options: PublishOptions = {}): Promise<number> {
  return db.transaction(async (m) => {
    const [question] = await m.query(`SELECT topic FROM questions WHERE id = $1`, [questionId]);
    if (!question) throw new Error(`No question ${questionId}`);
    const content = { type: item.type, topic: question.topic, stem: itemListingText(item), body: item };
    const version = await addDraftVersion(m, questionId, content, { actorId: null, changeNote: options.changeNote ?? null, isCorrection: options.isCorrection ?? false });
    await publishThroughLifecycle(m, questionId, version, { actorId: null, reviewedAt: options.reviewedAt ?? null });
    // Backdated only where a test orders versions in time; the publishing is the real one.
    if (options.publishedAt) await m.query(`UPDATE question_versions SET published_at = $3 WHERE question_id = $1 AND version = $2`, [questionId, version, options.publishedAt]);
    return version;
  });
}
