import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'draft', 'in_review', 'approved', 'live', 'retired'`;

/**
 * Content a candidate can trust. Every question keeps immutable versions, each moving through
 * draft → in review → approved → live → retired with who and when in `question_status_events`;
 * the `questions` row holds the version sessions receive (the live one, else the newest) in its
 * indexed columns and body, so the read paths stay one row per item. A session records the version
 * of each of its questions when it starts, and an answer the version it answered. Reports are
 * triaged with a reply, item statistics and their runs are kept, guidelines can be marked updated,
 * every editorial change lands in `audit_log`, and stems get a trigram index for near-duplicates.
 * A question inserted by any path gets its version 1 from a trigger; `content_hash` is generated.
 */
export class ContentVersions1764000000040 implements MigrationInterface {
  name = 'ContentVersions1764000000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT ck_users_role, ADD CONSTRAINT ck_users_role CHECK (role IN ('user', 'editor', 'admin'))`);

    await q.query(`
      ALTER TABLE questions
        DROP CONSTRAINT ck_questions_status,
        ADD CONSTRAINT ck_questions_status CHECK (status IN (${STATUSES})),
        ADD COLUMN version int NOT NULL DEFAULT 1,
        ADD COLUMN latest_version int NOT NULL DEFAULT 1,
        ADD COLUMN reviewed_at timestamptz,
        ADD COLUMN next_review_due date,
        ADD COLUMN review_flag text,
        ADD COLUMN content_hash text GENERATED ALWAYS AS (md5(body::text)) STORED`);
    await q.query(`CREATE INDEX ix_questions_stem_trgm ON questions USING gist (stem gist_trgm_ops)`);
    await q.query(`CREATE INDEX ix_questions_review_due ON questions (next_review_due) WHERE status = 'live'`);
    await q.query(`CREATE INDEX ix_questions_flagged ON questions (exam_id) WHERE review_flag IS NOT NULL`);

    await q.query(`
      CREATE TABLE question_versions (
        question_id uuid NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        version int NOT NULL,
        status text NOT NULL,
        type text NOT NULL,
        topic text NOT NULL,
        stem text NOT NULL,
        body jsonb NOT NULL,
        content_hash text GENERATED ALWAYS AS (md5(body::text)) STORED,
        change_note text,
        is_correction boolean NOT NULL DEFAULT false,
        reviewed_at timestamptz,
        reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        PRIMARY KEY (question_id, version),
        CONSTRAINT ck_question_versions_status CHECK (status IN (${STATUSES})),
        CONSTRAINT ck_question_versions_version CHECK (version >= 1),
        CONSTRAINT ck_question_versions_body_type CHECK (body ->> 'type' = type)
      )`);
    // At most one live version per question.
    await q.query(`CREATE UNIQUE INDEX uq_question_versions_live ON question_versions (question_id) WHERE status = 'live'`);
    await q.query(`CREATE INDEX ix_question_versions_corrections ON question_versions (question_id, version) WHERE is_correction`);
    await q.query(`
      INSERT INTO question_versions (question_id, version, status, type, topic, stem, body, created_at, published_at)
      SELECT id, 1, status, type, topic, stem, body, created_at, CASE WHEN status = 'live' THEN updated_at END FROM questions`);
    // A question written by any path (seed, import, admin, test fixture) starts as its version 1;
    // later versions are made by the versioning service.
    await q.query(`
      CREATE FUNCTION question_first_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO question_versions (question_id, version, status, type, topic, stem, body, reviewed_at, created_at, published_at)
        VALUES (NEW.id, NEW.version, NEW.status, NEW.type, NEW.topic, NEW.stem, NEW.body, NEW.reviewed_at, NEW.created_at,
                CASE WHEN NEW.status = 'live' THEN now() END);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER tg_question_first_version AFTER INSERT ON questions FOR EACH ROW EXECUTE FUNCTION question_first_version()`);

    await q.query(`
      CREATE TABLE question_status_events (
        id bigserial PRIMARY KEY,
        question_id uuid NOT NULL,
        version int NOT NULL,
        from_status text,
        to_status text NOT NULL,
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        note text,
        at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (question_id, version) REFERENCES question_versions (question_id, version) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX ix_question_status_events_question ON question_status_events (question_id, version, at)`);

    await q.query(`ALTER TABLE quiz_sessions ADD COLUMN question_versions int[]`);
    await q.query(`ALTER TABLE attempts ADD COLUMN question_version int NOT NULL DEFAULT 1`);
    await q.query(`CREATE INDEX ix_attempts_question_version ON attempts (question_id, question_version)`);

    await q.query(`
      ALTER TABLE question_reports
        DROP CONSTRAINT ck_question_reports_status,
        ADD COLUMN question_version int NOT NULL DEFAULT 1,
        ADD COLUMN reply text,
        ADD COLUMN replied_by uuid REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN replied_at timestamptz,
        ADD COLUMN fixed_in_version int,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE question_reports SET status = 'fixed' WHERE status = 'resolved'`);
    await q.query(`ALTER TABLE question_reports ADD CONSTRAINT ck_question_reports_status CHECK (status IN ('open', 'accepted', 'rejected', 'fixed'))`);
    await q.query(`CREATE INDEX ix_question_reports_status ON question_reports (status, created_at)`);

    await q.query(`
      CREATE TABLE question_stats (
        question_id uuid PRIMARY KEY REFERENCES questions(id) ON DELETE CASCADE,
        version int NOT NULL,
        attempts int NOT NULL,
        facility real,
        discrimination real,
        parts jsonb NOT NULL DEFAULT '{}',
        flags text[] NOT NULL DEFAULT '{}',
        computed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE stats_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        status text NOT NULL DEFAULT 'running',
        done int NOT NULL DEFAULT 0,
        total int NOT NULL DEFAULT 0,
        error text,
        requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CONSTRAINT ck_stats_runs_status CHECK (status IN ('running', 'done', 'failed'))
      )`);
    await q.query(`CREATE INDEX ix_stats_runs_kind ON stats_runs (kind, started_at DESC)`);

    await q.query(`
      CREATE TABLE guideline_updates (
        code text PRIMARY KEY,
        note text NOT NULL,
        marked_by uuid REFERENCES users(id) ON DELETE SET NULL,
        marked_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        action text NOT NULL,
        entity text NOT NULL,
        entity_id text NOT NULL,
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_audit_log_entity ON audit_log (entity, entity_id, at DESC)`);
    await q.query(`CREATE INDEX ix_audit_log_at ON audit_log (at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tg_question_first_version ON questions`);
    await q.query(`DROP FUNCTION question_first_version()`);
    await q.query(`DROP TABLE audit_log, guideline_updates, stats_runs, question_stats, question_status_events, question_versions`);
    await q.query(`DROP INDEX ix_question_reports_status`);
    await q.query(`ALTER TABLE question_reports DROP CONSTRAINT ck_question_reports_status`);
    await q.query(`UPDATE question_reports SET status = CASE status WHEN 'fixed' THEN 'resolved' WHEN 'accepted' THEN 'open' ELSE status END`);
    await q.query(`
      ALTER TABLE question_reports
        DROP COLUMN question_version, DROP COLUMN reply, DROP COLUMN replied_by, DROP COLUMN replied_at,
        DROP COLUMN fixed_in_version, DROP COLUMN updated_at,
        ADD CONSTRAINT ck_question_reports_status CHECK (status IN ('open', 'resolved', 'rejected'))`);
    await q.query(`DROP INDEX ix_attempts_question_version`);
    await q.query(`ALTER TABLE attempts DROP COLUMN question_version`);
    await q.query(`ALTER TABLE quiz_sessions DROP COLUMN question_versions`);
    await q.query(`DROP INDEX ix_questions_flagged`);
    await q.query(`DROP INDEX ix_questions_review_due`);
    await q.query(`DROP INDEX ix_questions_stem_trgm`);
    await q.query(`UPDATE questions SET status = CASE WHEN status = 'live' THEN 'live' ELSE 'draft' END`);
    await q.query(`
      ALTER TABLE questions
        DROP CONSTRAINT ck_questions_status,
        ADD CONSTRAINT ck_questions_status CHECK (status IN ('draft', 'live')),
        DROP COLUMN version, DROP COLUMN latest_version, DROP COLUMN reviewed_at, DROP COLUMN next_review_due,
        DROP COLUMN review_flag, DROP COLUMN content_hash`);
    await q.query(`UPDATE users SET role = 'admin' WHERE role = 'editor'`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT ck_users_role, ADD CONSTRAINT ck_users_role CHECK (role IN ('user', 'admin'))`);
  }
}
