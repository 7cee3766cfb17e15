import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A trial has one session: the one its row names. Starts that raced it before one statement
 * decided them left other trial sessions that would take answers for ever; they are ended here
 * (their answers stay in the user's history).
 */
export class EndStrayTrialSessions1763700920000 implements MigrationInterface {
  name = 'EndStrayTrialSessions1763700920000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE quiz_sessions s SET ended_at = now()
       WHERE s.is_trial AND s.ended_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM trials t WHERE t.user_id = s.user_id AND t.sid = s.id)`);
  }

  async down(): Promise<void> {
    // Ending a session cannot be undone: there is nothing to restore.
  }
}
