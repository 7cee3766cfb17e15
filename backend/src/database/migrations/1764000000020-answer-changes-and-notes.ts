import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Timed and mock papers take changed answers until they end: `attempts` keeps the answer that
 * stands (one row per session and question, as before) and `attempt_changes` every answer given,
 * in order. A private note per user and question.
 */
export class AnswerChangesAndNotes1764000000020 implements MigrationInterface {
  name = 'AnswerChangesAndNotes1764000000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE attempt_changes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES quiz_sessions(id) ON DELETE CASCADE,
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        chosen char(1) NOT NULL,
        correct boolean NOT NULL,
        time_ms int NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT ck_attempt_changes_chosen CHECK (chosen IN ('A', 'B', 'C', 'D', 'E'))
      )`);
    await q.query(`CREATE INDEX ix_attempt_changes_session_question ON attempt_changes (session_id, question_id)`);
    await q.query(`
      CREATE TABLE question_notes (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, question_id),
        CONSTRAINT ck_question_notes_body CHECK (char_length(body) BETWEEN 1 AND 2000)
      )`);
    await q.query(`CREATE INDEX ix_question_notes_user_updated ON question_notes (user_id, updated_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE question_notes`);
    await q.query(`DROP TABLE attempt_changes`);
  }
}
