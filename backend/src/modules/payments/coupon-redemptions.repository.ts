import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A coupon's redemptions as paid orders count them, under the coupon's row lock. */
@Injectable()
export class CouponRedemptionsRepository {
  /** Locks the coupon's row until the transaction ends (taken before the order's, by every writer that takes both). */
  async lockCoupon(couponId: string, m: EntityManager): Promise<void> {
    await m.query(`SELECT id FROM coupons WHERE id = $1 FOR UPDATE`, [couponId]);
  }

  /** Records the order's redemption; false when it was recorded before. */
  async record(couponId: string, orderId: string, userId: string, m: EntityManager): Promise<boolean> {
    const redeemed = await m.query(
      `INSERT INTO coupon_redemptions (coupon_id, order_id, user_id) VALUES ($1, $2, $3) ON CONFLICT (order_id) DO NOTHING RETURNING id`,
      [couponId, orderId, userId],
    );
    return redeemed.length > 0;
  }

  /**
   * Counts one use if the cap leaves room after the reservations of the coupon's other pending
   * orders; false when it does not (nothing counted).
   */
  async countWithinCap(couponId: string, orderId: string, m: EntityManager): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [, counted] = await m.query(
      `UPDATE coupons c SET redemptions = redemptions + 1
        WHERE id = $1 AND (max_redemptions IS NULL
          OR redemptions + (SELECT count(*) FROM orders o WHERE o.coupon_id = c.id AND o.status = 'pending' AND o.id <> $2) < max_redemptions)`,
      [couponId, orderId],
    );
    return counted > 0;
  }

  /** Counts one use whatever the cap. */
  async countPastCap(couponId: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE coupons SET redemptions = redemptions + 1 WHERE id = $1`, [couponId]);
  }

  async remove(orderId: string, m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM coupon_redemptions WHERE order_id = $1`, [orderId]);
  }
}
