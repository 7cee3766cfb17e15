import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders keep their price for a limited time: each has an expiry, after which it is released
 * ('expired'); an order replaced by a newer one for the same coupon, or refused at payment because
 * its price changed, is 'cancelled'. A pending order holds a reservation against its coupon's cap,
 * so the partial index makes counting a coupon's pending orders cheap, and the other one finds
 * pending orders past their expiry for the sweep. Orders already pending get 30 minutes from their
 * creation.
 */
export class OrderExpiry1763700900000 implements MigrationInterface {
  name = 'OrderExpiry1763700900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN expires_at timestamptz`);
    await q.query(`UPDATE orders SET expires_at = created_at + interval '30 minutes'`);
    await q.query(`ALTER TABLE orders ALTER COLUMN expires_at SET NOT NULL`);
    // The service sets it; a row written by other means gets the same 30 minutes.
    await q.query(`ALTER TABLE orders ALTER COLUMN expires_at SET DEFAULT now() + interval '30 minutes'`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT ck_orders_status`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT ck_orders_status CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'cancelled'))`);
    await q.query(`CREATE INDEX ix_orders_pending_coupon ON orders (coupon_id, user_id) WHERE status = 'pending' AND coupon_id IS NOT NULL`);
    await q.query(`CREATE INDEX ix_orders_pending_expiry ON orders (expires_at) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_orders_pending_expiry`);
    await q.query(`DROP INDEX ix_orders_pending_coupon`);
    await q.query(`UPDATE orders SET status = 'failed' WHERE status IN ('expired', 'cancelled')`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT ck_orders_status`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT ck_orders_status CHECK (status IN ('pending', 'paid', 'failed'))`);
    await q.query(`ALTER TABLE orders DROP COLUMN expires_at`);
  }
}
