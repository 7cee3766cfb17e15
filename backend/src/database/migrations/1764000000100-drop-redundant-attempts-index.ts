import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ix_attempts_question (question_id)` is the leading column of `ix_attempts_question_version
 * (question_id, question_version)` (migration 040), which serves every lookup it served: the old
 * index only cost a write per answer and its space. Dropped concurrently, so answers keep being
 * written meanwhile.
 */
export class DropRedundantAttemptsIndex1764000000100 implements MigrationInterface {
  name = 'DropRedundantAttemptsIndex1764000000100';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ix_attempts_question`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ix_attempts_question ON attempts (question_id)`);
  }
}
