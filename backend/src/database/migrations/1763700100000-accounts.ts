import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763700100000 implements MigrationInterface {
  name = 'Accounts1763700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'user',
        title text,
        first_name text NOT NULL,
        surname text NOT NULL,
        unique_id text NOT NULL,
        instance text NOT NULL,
        settings jsonb NOT NULL DEFAULT '{"theme":"light"}',
        state jsonb NOT NULL DEFAULT '{"onboardingModalAddressed":false,"currency":"usd"}',
        exam_dates jsonb NOT NULL DEFAULT '[]',
        stripe_customer_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_users_role CHECK (role IN ('user', 'admin')),
        CONSTRAINT ck_users_email_lower CHECK (email = lower(email)),
        CONSTRAINT uq_users_unique_id UNIQUE (unique_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_users_email ON users (email)`);
    await q.query(`
      CREATE TABLE user_profiles (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        address text,
        avatar text,
        bio text,
        city text,
        country jsonb,
        cover text,
        postal_code text,
        social jsonb NOT NULL DEFAULT '{}',
        website text,
        level_of_training text,
        credentials text,
        position text,
        primary_affiliation text,
        medical_school text,
        year_of_graduation int,
        year_of_study int,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        user_agent text,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX ix_auth_sessions_user ON auth_sessions (user_id) WHERE revoked_at IS NULL`);
    await q.query(`
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT uq_password_resets_token UNIQUE (token_hash)
      )`);
    await q.query(`CREATE INDEX ix_password_resets_user ON password_resets (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_resets`);
    await q.query(`DROP TABLE auth_sessions`);
    await q.query(`DROP TABLE user_profiles`);
    await q.query(`DROP TABLE users`);
  }
}
