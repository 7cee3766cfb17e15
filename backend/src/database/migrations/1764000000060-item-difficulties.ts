import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each item's Rasch difficulty (logits) with its standard error and the answers it was fitted from,
 * refitted nightly and on an admin's request; a refit's progress is a `stats_runs` row of kind
 * 'item-difficulties'. Readiness reads an exam's rows; an item not yet fitted counts as average (0).
 *
 * The blueprint's marks and readiness read a user's latest answer to each item they have seen: an
 * index on (user, item, time) makes that one probe per item, whatever the length of the history.
 * Built concurrently (outside a transaction) so that answers keep being written while it builds.
 */
export class ItemDifficulties1764000000060 implements MigrationInterface {
  name = 'ItemDifficulties1764000000060';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS item_difficulties (
        question_id uuid PRIMARY KEY REFERENCES questions(id) ON DELETE CASCADE,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE CASCADE,
        difficulty double precision NOT NULL,
        se double precision NOT NULL,
        responses int NOT NULL,
        fitted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS ix_item_difficulties_exam ON item_difficulties (exam_id)`);
    // A build cut short leaves an invalid index under the name: start again from nothing.
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ix_attempts_user_question_latest`);
    await q.query(`CREATE INDEX CONCURRENTLY ix_attempts_user_question_latest ON attempts (user_id, question_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ix_attempts_user_question_latest`);
    await q.query(`DROP TABLE item_difficulties`);
  }
}
