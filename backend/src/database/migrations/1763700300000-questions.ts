import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Questions1763700300000 implements MigrationInterface {
  name = 'Questions1763700300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE questions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        key text NOT NULL,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE RESTRICT,
        topic text NOT NULL,
        stem text NOT NULL,
        options jsonb NOT NULL,
        answer char(1) NOT NULL,
        explanation text NOT NULL,
        option_explanations jsonb NOT NULL,
        "references" jsonb NOT NULL DEFAULT '[]',
        image_url text,
        status text NOT NULL DEFAULT 'draft',
        sample boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_questions_key UNIQUE (key),
        CONSTRAINT ck_questions_answer CHECK (answer IN ('A', 'B', 'C', 'D', 'E')),
        CONSTRAINT ck_questions_status CHECK (status IN ('draft', 'live'))
      )`);
    await q.query(`CREATE INDEX ix_questions_exam_live ON questions (exam_id, topic) WHERE status = 'live'`);
    await q.query(`
      CREATE TABLE quiz_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE RESTRICT,
        mode text NOT NULL,
        filter text NOT NULL,
        topics text[],
        question_ids uuid[] NOT NULL,
        time_limit_ms int,
        is_trial boolean NOT NULL DEFAULT false,
        started_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        CONSTRAINT ck_quiz_sessions_mode CHECK (mode IN ('tutor', 'timed', 'mock')),
        CONSTRAINT ck_quiz_sessions_filter CHECK (filter IN ('all', 'new', 'incorrect', 'flagged', 'review')),
        CONSTRAINT ck_quiz_sessions_size CHECK (cardinality(question_ids) BETWEEN 1 AND 500)
      )`);
    await q.query(`CREATE INDEX ix_quiz_sessions_user ON quiz_sessions (user_id, started_at DESC)`);
    await q.query(`
      CREATE TABLE attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        session_id uuid NOT NULL REFERENCES quiz_sessions(id) ON DELETE CASCADE,
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE RESTRICT,
        chosen char(1) NOT NULL,
        correct boolean NOT NULL,
        time_ms int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_attempts_session_question UNIQUE (session_id, question_id),
        CONSTRAINT ck_attempts_chosen CHECK (chosen IN ('A', 'B', 'C', 'D', 'E')),
        CONSTRAINT ck_attempts_time CHECK (time_ms >= 0)
      )`);
    await q.query(`CREATE INDEX ix_attempts_user_exam ON attempts (user_id, exam_id)`);
    await q.query(`CREATE INDEX ix_attempts_question ON attempts (question_id)`);
    // The latest state of each question for each user: what makes 'new', 'incorrect' and the review
    // queue cost the size of the bank, never the length of a user's history.
    await q.query(`
      CREATE TABLE user_question_states (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE RESTRICT,
        attempts int NOT NULL,
        correct_count int NOT NULL,
        last_correct boolean NOT NULL,
        last_answered_at timestamptz NOT NULL,
        review_due_at timestamptz,
        review_step int NOT NULL DEFAULT 0,
        review_right_streak int NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, question_id)
      )`);
    await q.query(`CREATE INDEX ix_uqs_user_exam ON user_question_states (user_id, exam_id) INCLUDE (last_correct, review_due_at)`);
    await q.query(`
      CREATE TABLE question_flags (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, question_id)
      )`);
    await q.query(`CREATE INDEX ix_question_flags_user_exam ON question_flags (user_id, exam_id)`);
    await q.query(`
      CREATE TABLE question_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        message text NOT NULL,
        status text NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_question_reports_status CHECK (status IN ('open', 'resolved', 'rejected'))
      )`);
    await q.query(`
      CREATE TABLE sheets (
        id text PRIMARY KEY,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        sections jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_sheets_id CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['sheets', 'question_reports', 'question_flags', 'user_question_states', 'attempts', 'quiz_sessions', 'questions']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
