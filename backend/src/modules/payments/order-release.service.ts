import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OrderEntity } from './entities/order.entity';
import { FulfilmentService } from './fulfilment.service';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateways/payment-gateway';
import { OrdersRepository } from './orders.repository';

type ReleaseOutcome = 'released' | 'paid' | 'open';

/**
 * Releases pending orders (their price and coupon reservation). A provider's payment is cancelled
 * first, and the reservation is released only once no money can be taken: a payment the provider
 * reports taken is honoured instead (access granted, logged), and one still processing keeps the
 * order pending for the next attempt.
 */
@Injectable()
export class OrderReleaseService {
  private readonly logger = new Logger('OrderRelease');

  constructor(
    private readonly orders: OrdersRepository,
    private readonly fulfilment: FulfilmentService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async release(order: OrderEntity, status: 'expired' | 'cancelled'): Promise<ReleaseOutcome> {
    if (order.provider === this.gateway.provider && order.providerPaymentId) {
      const outcome = await this.gateway.cancelPayment(order.providerPaymentId);
      if (outcome.state === 'open') return 'open';
      if (outcome.state === 'succeeded') {
        this.logger.warn(`Order ${order.id} was to be ${status}, but its payment ${order.providerPaymentId} had succeeded: honoured`);
        await this.fulfilment.settlePaid(order, outcome, { id: `cancel:${order.providerPaymentId}`, type: 'payment.succeeded_before_cancel' });
        return 'paid';
      }
    }
    await this.orders.release(order.id, status);
    return 'released';
  }

  /**
   * Releases pending orders past their expiry (those of one coupon when given), oldest first;
   * returns how many were released. One order's failure (the provider unreachable) is logged and
   * left for the next sweep.
   */
  async expireStale(now: Date, options: { couponId?: string; limit?: number } = {}): Promise<number> {
    let released = 0;
    for (const order of await this.orders.findExpired(now, options.limit ?? 100, options.couponId)) {
      try {
        if ((await this.release(order, 'expired')) === 'released') released++;
      } catch (error) {
        this.logger.error(`Could not release expired order ${order.id}: ${(error as Error).message}`);
      }
    }
    return released;
  }

  /** A buyer's new order with a coupon replaces their pending ones with it, so one buyer holds one reservation. */
  async cancelSuperseded(userId: string, couponId: string): Promise<void> {
    for (const order of await this.orders.findPendingWithCoupon(userId, couponId)) {
      try {
        await this.release(order, 'cancelled');
      } catch (error) {
        this.logger.error(`Could not cancel superseded order ${order.id}: ${(error as Error).message}`);
      }
    }
  }
}
