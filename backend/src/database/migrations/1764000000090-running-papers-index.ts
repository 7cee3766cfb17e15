import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The timed papers still open, by start: the paper sweeper finds those whose time ran out (with
 * nobody there to read them, so nothing else would close and count them) without reading every
 * session ever held.
 */
export class RunningPapersIndex1764000000090 implements MigrationInterface {
  name = 'RunningPapersIndex1764000000090';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ix_quiz_sessions_running_papers ON quiz_sessions (started_at) WHERE ended_at IS NULL AND time_limit_ms IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_quiz_sessions_running_papers`);
  }
}
