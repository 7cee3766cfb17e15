import { Injectable, Logger } from '@nestjs/common';
import { accessEndAfterPurchase, isOrderExpired, Messages } from '@medprep/shared';
import type { EntityManager } from 'typeorm';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { UnitOfWork } from '../../database/unit-of-work';
import { LiveEvents } from '../live/live-events.service';
import { CouponRedemptionsRepository } from './coupon-redemptions.repository';
import type { OrderEntity } from './entities/order.entity';
import { OrdersRepository } from './orders.repository';
import { PaymentEventsRepository, type ProviderEvent } from './payment-events.repository';
import { PaymentErrors } from './payments.errors';
import { SubscriptionsRepository } from './subscriptions.repository';

interface Fulfilment {
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
    private readonly unitOfWork: UnitOfWork,
    private readonly orders: OrdersRepository,
    private readonly events: PaymentEventsRepository,
    private readonly redemptions: CouponRedemptionsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly changes: ChangeFeed,
    private readonly live: LiveEvents,
  ) {}

  /**
   * `onlyIfPayable`: the payment is taken together with this step (the local gateway), so an order
   * released or expired meanwhile is refused (nothing is recorded) rather than honoured.
   */
  async fulfil(orderId: string, event: ProviderEvent, options: { onlyIfPayable?: boolean } = {}): Promise<Fulfilment> {
    let grantedTo: string | null = null;
    const fulfilment = await this.unitOfWork.run(async (m): Promise<Fulfilment> => {
      if (!(await this.events.record(event, orderId, m))) return this.current(m, orderId);
      // The coupon's row before the order's, in the same order as every writer that takes both.
      const couponId = await this.orders.couponIdOf(orderId, m);
      if (couponId) await this.redemptions.lockCoupon(couponId, m);
      const order = await this.orders.findForUpdate(orderId, m);
      if (!order) throw PaymentErrors.orderNotFound();
      if (order.status === 'paid') return this.current(m, orderId);
      if (options.onlyIfPayable) {
        if (order.status === 'expired' || (order.status === 'pending' && isOrderExpired(order, new Date()))) throw PaymentErrors.orderExpired();
        if (order.status !== 'pending') throw PaymentErrors.notPending();
      }
      if (order.status !== 'pending') {
        this.logger.warn(`Order ${order.id} was paid after it was ${order.status}: the payment is honoured`);
      }

      if (order.couponId && !(await this.redeemCoupon(m, order, order.couponId))) {
        await this.orders.markFailed(order.id, Messages.coupons.invalid, m);
        return { orderId, granted: false, subscription: null };
      }
      await this.orders.markPaid(order.id, m);
      const endsAt = await this.grant(m, order);
      grantedTo = order.userId;
      this.logger.log(`Order ${order.id} paid: access to exam ${order.examId} until ${endsAt.toISOString()}`);
      return { orderId, granted: true, subscription: { examId: order.examId, endsAt } };
    });
    // After the commit: the buyer's next request in this process sees the access.
    if (grantedTo) {
      this.changes.changed(grantedTo);
      this.live.accessChanged(grantedTo);
    }
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
    await this.unitOfWork.run(async (m) => {
      if (!(await this.events.record(event, orderId, m))) return;
      await this.orders.failIfPending(orderId, reason.slice(0, 500), m);
    });
  }

  /**
   * Extends a live subscription from its current end, or starts one today. The per-user-and-exam
   * advisory lock serialises two different orders for the same exam, so neither extension is lost.
   */
  private async grant(m: EntityManager, order: OrderEntity): Promise<Date> {
    await this.subscriptions.lockUserExam(order.userId, order.examId, m);
    const current = await this.subscriptions.findOf(order.userId, order.examId, m);
    const now = new Date();
    const live = current !== null && current.endsAt.getTime() > now.getTime();
    const endsAt = accessEndAfterPurchase({ currentEnd: current?.endsAt ?? null, now, months: order.periodMonths });
    if (current) await this.subscriptions.setPeriod(current.id, live ? current.startsAt : now, endsAt, m);
    else await this.subscriptions.insertForOrder(order.userId, order.examId, now, endsAt, m);
    return endsAt;
  }

  /**
   * Counts the order's coupon redemption once, under the coupon's row lock. The cap leaves room for
   * the reservations other pending orders hold: a pending order's own reservation always fits, so
   * its redemption is counted; an order paid after it was released counts only if the cap still has
   * room. An order that pays nothing is refused past the cap (false); money already taken at the
   * quoted price is honoured, and the overrun logged.
   */
  private async redeemCoupon(m: EntityManager, order: OrderEntity, couponId: string): Promise<boolean> {
    if (!(await this.redemptions.record(couponId, order.id, order.userId, m))) return true;
    if (await this.redemptions.countWithinCap(couponId, order.id, m)) return true;
    if (order.amountMinor === 0) {
      await this.redemptions.remove(order.id, m);
      return false;
    }
    await this.redemptions.countPastCap(couponId, m);
    this.logger.warn(`Coupon ${couponId} passed its redemption limit with paid order ${order.id} (honoured at the price quoted)`);
    return true;
  }

  private async current(m: EntityManager, orderId: string): Promise<Fulfilment> {
    const paid = await this.orders.paidAccess(orderId, m);
    return { orderId, granted: false, subscription: paid?.endsAt ? { examId: paid.examId, endsAt: paid.endsAt } : null };
  }
}
