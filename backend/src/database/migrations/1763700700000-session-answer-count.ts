import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A session's count of answers, kept by the statement that records each answer. Updating the
 * session row locks it until commit, so answers to one session sent at once are counted one after
 * another (1, 2, 3 …) and exactly one of them sees the last question answered and ends the session;
 * a count of the session's attempts in the statement's snapshot could not see a concurrent insert.
 */
export class SessionAnswerCount1763700700000 implements MigrationInterface {
  name = 'SessionAnswerCount1763700700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quiz_sessions ADD COLUMN answered int NOT NULL DEFAULT 0`);
    await q.query(`UPDATE quiz_sessions s SET answered = a.n FROM (SELECT session_id, count(*)::int AS n FROM attempts GROUP BY session_id) a WHERE a.session_id = s.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quiz_sessions DROP COLUMN answered`);
  }
}
