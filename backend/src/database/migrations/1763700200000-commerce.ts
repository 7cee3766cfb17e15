import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Commerce1763700200000 implements MigrationInterface {
  name = 'Commerce1763700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE trials (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE RESTRICT,
        instance text NOT NULL,
        sid uuid,
        started_at timestamptz NOT NULL DEFAULT now(),
        session_started boolean NOT NULL DEFAULT false,
        session_start_date timestamptz,
        session_complete boolean NOT NULL DEFAULT false,
        session_complete_date timestamptz,
        CONSTRAINT uq_trials_user UNIQUE (user_id)
      )`);
    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE RESTRICT,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        source text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_subscriptions_user_exam UNIQUE (user_id, exam_id),
        CONSTRAINT ck_subscriptions_period CHECK (ends_at > starts_at),
        CONSTRAINT ck_subscriptions_source CHECK (source IN ('order', 'admin'))
      )`);
    await q.query(`
      CREATE TABLE coupons (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL,
        description text NOT NULL DEFAULT '',
        effect text NOT NULL,
        value numeric(10, 2) NOT NULL,
        active boolean NOT NULL DEFAULT true,
        date_created timestamptz NOT NULL DEFAULT now(),
        date_expiry timestamptz,
        organisation text,
        exam_ids uuid[],
        max_redemptions int,
        redemptions int NOT NULL DEFAULT 0,
        CONSTRAINT uq_coupons_code UNIQUE (code),
        CONSTRAINT ck_coupons_code CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 64),
        CONSTRAINT ck_coupons_effect CHECK (effect IN ('percent', 'value')),
        CONSTRAINT ck_coupons_value CHECK (value >= 0 AND (effect <> 'percent' OR value <= 100)),
        CONSTRAINT ck_coupons_max CHECK (max_redemptions IS NULL OR max_redemptions > 0)
      )`);
    await q.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE RESTRICT,
        variant_id uuid NOT NULL REFERENCES variants(id) ON DELETE RESTRICT,
        coupon_id uuid REFERENCES coupons(id) ON DELETE RESTRICT,
        checkout_type text NOT NULL,
        period_months int NOT NULL,
        currency char(3) NOT NULL,
        list_price_minor int NOT NULL,
        discount_minor int NOT NULL DEFAULT 0,
        amount_minor int NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        provider text NOT NULL,
        provider_payment_id text,
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        CONSTRAINT uq_orders_provider_payment UNIQUE (provider_payment_id),
        CONSTRAINT ck_orders_status CHECK (status IN ('pending', 'paid', 'failed')),
        CONSTRAINT ck_orders_provider CHECK (provider IN ('stripe', 'local')),
        CONSTRAINT ck_orders_type CHECK (checkout_type IN ('product', 'subscribe', 'extension')),
        CONSTRAINT ck_orders_amounts CHECK (amount_minor >= 0 AND discount_minor >= 0 AND amount_minor = list_price_minor - discount_minor)
      )`);
    await q.query(`CREATE INDEX ix_orders_user ON orders (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE coupon_redemptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        coupon_id uuid NOT NULL REFERENCES coupons(id) ON DELETE RESTRICT,
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_coupon_redemptions_order UNIQUE (order_id)
      )`);
    await q.query(`
      CREATE TABLE payment_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['payment_events', 'coupon_redemptions', 'orders', 'coupons', 'subscriptions', 'trials']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
