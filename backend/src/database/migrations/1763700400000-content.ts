import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Content1763700400000 implements MigrationInterface {
  name = 'Content1763700400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE partners (
        id text PRIMARY KEY,
        name text NOT NULL,
        image text NOT NULL,
        link text,
        sort_order int NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE testimonials (
        id text PRIMARY KEY,
        name text NOT NULL,
        position text NOT NULL,
        affiliation text NOT NULL,
        testimonial text NOT NULL,
        image text,
        date timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE blog_posts (
        id text PRIMARY KEY,
        slug text NOT NULL,
        title text NOT NULL,
        excerpt text NOT NULL,
        body text NOT NULL,
        image text,
        author text NOT NULL,
        date timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'published',
        CONSTRAINT uq_blog_posts_slug UNIQUE (slug),
        CONSTRAINT ck_blog_posts_status CHECK (status IN ('draft', 'published'))
      )`);
    await q.query(`CREATE INDEX ix_blog_posts_date ON blog_posts (date DESC) WHERE status = 'published'`);
    await q.query(`
      CREATE TABLE faqs (
        id text PRIMARY KEY,
        question text NOT NULL,
        answer text NOT NULL,
        category text NOT NULL,
        sort_order int NOT NULL DEFAULT 0,
        date timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'new',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_contact_messages_status CHECK (status IN ('new', 'answered', 'closed'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['contact_messages', 'faqs', 'blog_posts', 'testimonials', 'partners']) await q.query(`DROP TABLE ${table}`);
  }
}
