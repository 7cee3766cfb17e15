import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addCalendarMonths, isOrderExpired, Messages } from '@medprep/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { OrderEntity } from './entities/order.entity';
import { PaymentErrors } from './payments.errors';

export interface ProviderEvent {
  id: string;
  type: string;
}

export interface Fulfilment {
  orderId: string;
  /** False when this call found the order already paid or the event already handled. */
  granted: boolean;
  subscription: { examId: string; endsAt: Date } | null;
}

/**
 * The one place access is granted. In a single transaction: the provider event is recorded once
 * (its id is a primary key), the order is locked and marked paid, the subscription is created or
 * extended, and a coupon's redemption is counted. A replayed or concurrent duplicate finds the
 * event recorded or the order paid and grants nothing more.
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger('Fulfilment');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly changes: ChangeFeed,
  ) {}

  /**
   * `onlyIfPayable`: the payment is taken together with this step (the local gateway), so an order
   * released or expired meanwhile is refused (nothing is recorded) rather than honoured.
   */
  async fulfil(orderId: string, event: ProviderEvent, options: { onlyIfPayable?: boolean } = {}): Promise<Fulfilment> {
    let grantedTo: string | null = null;
    const fulfilment = await this.db.transaction(async (m): Promise<Fulfilment> => {
      if (!(await this.recordEvent(m, event, orderId))) return this.current(m, orderId);
      // The coupon's row before the order's, in the same order as every writer that takes both.
      const [head] = await m.query(`SELECT coupon_id FROM orders WHERE id = $1`, [orderId]);
      if (head?.coupon_id) await m.query(`SELECT id FROM coupons WHERE id = $1 FOR UPDATE`, [head.coupon_id]);
      const order = await m.getRepository(OrderEntity).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw PaymentErrors.orderNotFound();
      if (order.status === 'paid') return this.current(m, orderId);
      if (options.onlyIfPayable) {
        if (order.status === 'expired' || (order.status === 'pending' && isOrderExpired(order, new Date()))) throw PaymentErrors.orderExpired();
        if (order.status !== 'pending') throw PaymentErrors.notPending();
      }
      if (order.status !== 'pending') {
        this.logger.warn(`Order ${order.id} was paid after it was ${order.status}: the payment is honoured`);
      }

      if (order.couponId && !(await this.redeemCoupon(m, order))) {
        await m.update(OrderEntity, { id: order.id }, { status: 'failed', failureReason: Messages.coupons.invalid });
        return { orderId, granted: false, subscription: null };
      }
      await m.update(OrderEntity, { id: order.id }, { status: 'paid', paidAt: new Date(), failureReason: null });
      const endsAt = await this.grant(m, order);
      grantedTo = order.userId;
      this.logger.log(`Order ${order.id} paid: access to exam ${order.examId} until ${endsAt.toISOString()}`);
      return { orderId, granted: true, subscription: { examId: order.examId, endsAt } };
    });
    // After the commit: the buyer's next request in this process sees the access.
    if (grantedTo) this.changes.changed(grantedTo);
    return fulfilment;
  }

  /**
   * A provider reports money taken for an order: access is granted when the amount and currency
   * are the order's (whatever became of the order meanwhile: money taken is never ignored), and the
   * order fails, logged, when they are not.
   */
  async settlePaid(order: OrderEntity, paid: { amountReceived: number; currency: string }, event: ProviderEvent): Promise<void> {
    if (paid.amountReceived !== order.amountMinor || paid.currency !== order.currency) {
      this.logger.error(`Payment for order ${order.id} does not match its amount or currency; access not granted`);
      await this.markFailed(order.id, 'The amount paid does not match the order.', event);
      return;
    }
    await this.fulfil(order.id, event);
  }

  /** Marks a pending order failed (a paid order stays paid: a late failure event changes nothing). */
  async markFailed(orderId: string, reason: string, event: ProviderEvent): Promise<void> {
    await this.db.transaction(async (m) => {
      if (!(await this.recordEvent(m, event, orderId))) return;
      await m.query(`UPDATE orders SET status = 'failed', failure_reason = $2 WHERE id = $1 AND status = 'pending'`, [orderId, reason.slice(0, 500)]);
    });
  }

  /**
   * Extends a live subscription from its current end, or starts one today. The per-user-and-exam
   * advisory lock serialises two different orders for the same exam, so neither extension is lost.
   */
  private async grant(m: EntityManager, order: OrderEntity): Promise<Date> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`subscription:${order.userId}:${order.examId}`]);
    const [current] = await m.query(`SELECT id, starts_at, ends_at FROM subscriptions WHERE user_id = $1 AND exam_id = $2`, [order.userId, order.examId]);
    const now = new Date();
    const live = current && new Date(current.ends_at).getTime() > now.getTime();
    const endsAt = addCalendarMonths(live ? new Date(current.ends_at) : now, order.periodMonths);
    if (current) {
      await m.query(`UPDATE subscriptions SET starts_at = $2, ends_at = $3, updated_at = now() WHERE id = $1`, [
        current.id,
        live ? current.starts_at : now,
        endsAt,
      ]);
    } else {
      await m.query(`INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) VALUES ($1, $2, $3, $4, 'order')`, [
        order.userId,
        order.examId,
        now,
        endsAt,
      ]);
    }
    return endsAt;
  }

  /**
   * Counts the order's coupon redemption once, under the coupon's row lock. The cap leaves room for
   * the reservations other pending orders hold: a pending order's own reservation always fits, so
   * its redemption is counted; an order paid after it was released counts only if the cap still has
   * room. An order that pays nothing is refused past the cap (false); money already taken at the
   * quoted price is honoured, and the overrun logged.
   */
  private async redeemCoupon(m: EntityManager, order: OrderEntity): Promise<boolean> {
    const redeemed = await m.query(
      `INSERT INTO coupon_redemptions (coupon_id, order_id, user_id) VALUES ($1, $2, $3) ON CONFLICT (order_id) DO NOTHING RETURNING id`,
      [order.couponId, order.id, order.userId],
    );
    if (redeemed.length === 0) return true;
    // TypeORM answers an UPDATE with [rows, affected].
    const [, counted] = await m.query(
      `UPDATE coupons c SET redemptions = redemptions + 1
        WHERE id = $1 AND (max_redemptions IS NULL
          OR redemptions + (SELECT count(*) FROM orders o WHERE o.coupon_id = c.id AND o.status = 'pending' AND o.id <> $2) < max_redemptions)`,
      [order.couponId, order.id],
    );
    if (counted > 0) return true;
    if (order.amountMinor === 0) {
      await m.query(`DELETE FROM coupon_redemptions WHERE order_id = $1`, [order.id]);
      return false;
    }
    await m.query(`UPDATE coupons SET redemptions = redemptions + 1 WHERE id = $1`, [order.couponId]);
    this.logger.warn(`Coupon ${order.couponId} passed its redemption limit with paid order ${order.id} (honoured at the price quoted)`);
    return true;
  }

  /** True when the event is new; false when it was handled before. */
  private async recordEvent(m: EntityManager, event: ProviderEvent, orderId: string): Promise<boolean> {
    const inserted = await m.query(
      `INSERT INTO payment_events (id, type, order_id) VALUES ($1, $2, (SELECT id FROM orders WHERE id = $3)) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, orderId],
    );
    return inserted.length > 0;
  }

  private async current(m: EntityManager, orderId: string): Promise<Fulfilment> {
    const [row] = await m.query(
      `SELECT o.exam_id, s.ends_at FROM orders o LEFT JOIN subscriptions s ON s.user_id = o.user_id AND s.exam_id = o.exam_id
        WHERE o.id = $1 AND o.status = 'paid'`,
      [orderId],
    );
    return { orderId, granted: false, subscription: row?.ends_at ? { examId: row.exam_id, endsAt: new Date(row.ends_at) } : null };
  }
}
