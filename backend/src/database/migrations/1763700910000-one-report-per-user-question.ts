import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user has one report per question, which they edit rather than repeat. Where the old code kept
 * several, the newest (the user's latest word on the question) is kept and the others dropped.
 */
export class OneReportPerUserQuestion1763700910000 implements MigrationInterface {
  name = 'OneReportPerUserQuestion1763700910000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM question_reports r
       USING question_reports newer
       WHERE newer.user_id = r.user_id AND newer.question_id = r.question_id
         AND (newer.created_at, newer.id) > (r.created_at, r.id)`);
    await q.query(`ALTER TABLE question_reports ADD CONSTRAINT uq_question_reports_user_question UNIQUE (user_id, question_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE question_reports DROP CONSTRAINT uq_question_reports_user_question`);
  }
}
