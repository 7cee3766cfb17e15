import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's review count reads only the questions that are due. The old index keyed by
 * (user, exam) made it visit every question the user had answered in the exam (and, on pages not
 * yet vacuumed, the table row behind each) to filter the due ones; with the due time in the key the
 * count is a range scan over the due entries. Built concurrently (outside a transaction) so that
 * answers keep being written while it builds on a large table.
 */
export class ReviewDueIndex1763700800000 implements MigrationInterface {
  name = 'ReviewDueIndex1763700800000';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    // A build cut short leaves an invalid index under the name: start again from nothing.
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ix_uqs_review_due`);
    await q.query(`CREATE INDEX CONCURRENTLY ix_uqs_review_due ON user_question_states (user_id, exam_id, review_due_at) WHERE review_due_at IS NOT NULL`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ix_uqs_user_exam`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ix_uqs_user_exam ON user_question_states (user_id, exam_id) INCLUDE (last_correct, review_due_at)`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ix_uqs_review_due`);
  }
}
