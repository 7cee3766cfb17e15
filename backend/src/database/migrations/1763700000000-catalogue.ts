import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalogue1763700000000 implements MigrationInterface {
  name = 'Catalogue1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exam_categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL,
        label text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_exam_categories_slug UNIQUE (slug)
      )`);
    await q.query(`
      CREATE TABLE exams (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        category_id uuid NOT NULL REFERENCES exam_categories(id) ON DELETE RESTRICT,
        sort_order int NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_exams_slug UNIQUE (slug),
        CONSTRAINT ck_exams_slug CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
      )`);
    await q.query(`CREATE INDEX ix_exams_category ON exams (category_id)`);
    await q.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        stripe_product_id text,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_products_slug UNIQUE (slug),
        CONSTRAINT uq_products_exam UNIQUE (exam_id)
      )`);
    await q.query(`
      CREATE TABLE variants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        period_months int NOT NULL,
        currency char(3) NOT NULL,
        price_minor int NOT NULL,
        stripe_price_id text,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_variants_product_period_currency UNIQUE (product_id, period_months, currency),
        CONSTRAINT ck_variants_period CHECK (period_months BETWEEN 1 AND 36),
        CONSTRAINT ck_variants_currency CHECK (currency ~ '^[a-z]{3}$'),
        CONSTRAINT ck_variants_price CHECK (price_minor >= 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE variants`);
    await q.query(`DROP TABLE products`);
    await q.query(`DROP TABLE exams`);
    await q.query(`DROP TABLE exam_categories`);
  }
}
