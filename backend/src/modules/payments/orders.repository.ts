import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { OrderEntity } from './entities/order.entity';

type NewOrder = Omit<OrderEntity, 'id' | 'createdAt' | 'paidAt' | 'failureReason' | 'providerPaymentId'>;

@Injectable()
export class OrdersRepository {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  findById(id: string): Promise<OrderEntity | null> {
    return this.orders.findOne({ where: { id } });
  }

  findOwned(id: string, userId: string): Promise<OrderEntity | null> {
    return this.orders.findOne({ where: { id, userId } });
  }

  /**
   * Records a pending order. An order with a coupon reserves one use of it: under a lock on the
   * coupon's row, the uses counted (redemptions) plus the reservations held (its pending orders)
   * must stay below the cap, or nothing is recorded (null). Paying converts the reservation into a
   * redemption under the same lock; expiring, failing or cancelling the order releases it.
   */
  async createHoldingCoupon(order: NewOrder): Promise<OrderEntity | null> {
    return this.db.transaction(async (m) => {
      if (order.couponId) {
        const [coupon] = await m.query(`SELECT max_redemptions, redemptions FROM coupons WHERE id = $1 FOR UPDATE`, [order.couponId]);
        if (!coupon) return null;
        if (coupon.max_redemptions !== null) {
          const [{ held }] = await m.query(`SELECT count(*)::int AS held FROM orders WHERE coupon_id = $1 AND status = 'pending'`, [order.couponId]);
          if (coupon.redemptions + held >= coupon.max_redemptions) return null;
        }
      }
      const repository = m.getRepository(OrderEntity);
      return repository.save(repository.create({ ...order, providerPaymentId: null, failureReason: null, paidAt: null }));
    });
  }

  /** Releases a pending order (its price and any coupon reservation); false when it was no longer pending. */
  async release(id: string, status: 'expired' | 'cancelled'): Promise<boolean> {
    const [, affected] = await this.db.query(`UPDATE orders SET status = $2 WHERE id = $1 AND status = 'pending'`, [id, status]);
    return affected > 0;
  }

  /** Pending orders past their expiry, oldest first. */
  findExpired(now: Date, limit: number, couponId?: string): Promise<OrderEntity[]> {
    const qb = this.orders
      .createQueryBuilder('o')
      .where(`o.status = 'pending' AND o.expires_at <= :now`, { now })
      .orderBy('o.expires_at', 'ASC')
      .limit(limit);
    if (couponId) qb.andWhere('o.coupon_id = :couponId', { couponId });
    return qb.getMany();
  }

  /** The user's pending orders holding a reservation of the coupon. */
  findPendingWithCoupon(userId: string, couponId: string): Promise<OrderEntity[]> {
    return this.orders.find({ where: { userId, couponId, status: 'pending' } });
  }

  async setProviderPaymentId(id: string, providerPaymentId: string): Promise<void> {
    await this.orders.update({ id }, { providerPaymentId });
  }

  async recordDecline(id: string, reason: string): Promise<void> {
    await this.orders.update({ id, status: 'pending' }, { failureReason: reason });
  }

  /** The order's coupon, read before its row is locked (the coupon's lock comes first). */
  async couponIdOf(orderId: string, m: EntityManager): Promise<string | null> {
    const [head] = await m.query(`SELECT coupon_id FROM orders WHERE id = $1`, [orderId]);
    return head?.coupon_id ?? null;
  }

  /** The order, locked until the transaction ends. */
  findForUpdate(orderId: string, m: EntityManager): Promise<OrderEntity | null> {
    return m.getRepository(OrderEntity).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
  }

  async markPaid(orderId: string, m: EntityManager): Promise<void> {
    await m.update(OrderEntity, { id: orderId }, { status: 'paid', paidAt: new Date(), failureReason: null });
  }

  /** The buyer's saved currency becomes the one they paid in (checkouts open in it on every device). */
  async saveBuyerCurrency(order: OrderEntity, m: EntityManager): Promise<void> {
    await m.query(`UPDATE users SET settings = settings || jsonb_build_object('currency', lower($2::text)) WHERE id = $1`, [order.userId, order.currency]);
  }

  async markFailed(orderId: string, reason: string, m: EntityManager): Promise<void> {
    await m.update(OrderEntity, { id: orderId }, { status: 'failed', failureReason: reason });
  }

  /** Fails the order if it is still pending (a paid order stays paid). */
  async failIfPending(orderId: string, reason: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE orders SET status = 'failed', failure_reason = $2 WHERE id = $1 AND status = 'pending'`, [orderId, reason]);
  }

  /** For a paid order: its exam and the end of the buyer's subscription to it (null when the order is not paid). */
  async paidAccess(orderId: string, m: EntityManager): Promise<{ examId: string; endsAt: Date | null } | null> {
    const [row] = await m.query(
      `SELECT o.exam_id, s.ends_at FROM orders o LEFT JOIN subscriptions s ON s.user_id = o.user_id AND s.exam_id = o.exam_id
        WHERE o.id = $1 AND o.status = 'paid'`,
      [orderId],
    );
    return row ? { examId: row.exam_id, endsAt: row.ends_at ? new Date(row.ends_at) : null } : null;
  }
}
