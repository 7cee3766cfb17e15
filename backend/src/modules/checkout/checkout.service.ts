import { Inject, Injectable } from '@nestjs/common';
import {
  couponDiscountMinor,
  fromMinorUnits,
  isCouponApplicable,
  judgeOrderForPayment,
  normaliseCouponCode,
  orderExpiresAt,
  type CardInput,
  type OrderStatus,
  type PaymentStart,
} from '@medprep/shared';
import { isUuid } from '../../common/validation/is-uuid';
import { CouponErrors } from '../coupons/coupons.errors';
import { CouponsService } from '../coupons/coupons.service';
import type { CouponEntity } from '../coupons/entities/coupon.entity';
import type { CheckoutType, OrderEntity } from '../payments/entities/order.entity';
import { FulfilmentService } from '../payments/fulfilment.service';
import { LocalPaymentGateway } from '../payments/gateways/local-payment.gateway';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/gateways/payment-gateway';
import { OrderReleaseService } from '../payments/order-release.service';
import { OrdersRepository } from '../payments/orders.repository';
import { PaymentErrors } from '../payments/payments.errors';
import { UsersRepository } from '../users/users.repository';
import { CheckoutErrors } from './checkout.errors';
import { CheckoutRepository } from './checkout.repository';
import { DomainError } from '../../common/errors/domain-error';

export interface CreatePaymentInput {
  variantId: string;
  couponCode?: string | null;
  checkoutType: CheckoutType;
}

@Injectable()
export class CheckoutService {
  constructor(
    private readonly repository: CheckoutRepository,
    private readonly coupons: CouponsService,
    private readonly orders: OrdersRepository,
    private readonly users: UsersRepository,
    private readonly fulfilment: FulfilmentService,
    private readonly releases: OrderReleaseService,
    private readonly localGateway: LocalPaymentGateway,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  paymentConfig(publishableKey: string | null) {
    return { provider: this.gateway.provider, publishableKey: this.gateway.provider === 'stripe' ? publishableKey : null };
  }

  /**
   * Prices the order on the server (variant price less a valid coupon, in minor units), records it
   * and asks the gateway for a payment. A coupon that takes the whole price off completes at once.
   * The order keeps its price until it expires; with a capped coupon it holds a reservation of
   * one use, so expired orders of that coupon, and the buyer's earlier orders with it, are released
   * first.
   */
  async createPayment(userId: string, input: CreatePaymentInput): Promise<PaymentStart> {
    const variant = isUuid(input.variantId) ? await this.repository.findPurchasableVariant(input.variantId) : null;
    if (!variant) throw CheckoutErrors.variantUnavailable();
    const now = new Date();
    const coupon = await this.couponFor(input.couponCode, variant.examId, now);
    const discountMinor = coupon && isCouponApplicable(coupon, variant.priceMinor, now) ? couponDiscountMinor(variant.priceMinor, coupon) : 0;
    const amountMinor = variant.priceMinor - discountMinor;
    if (coupon && coupon.maxRedemptions !== null) {
      await this.releases.cancelSuperseded(userId, coupon.id);
      // A few at most here (each may ask Stripe): the timer's sweep releases the rest.
      await this.releases.expireStale(now, { couponId: coupon.id, limit: 10 });
    }
    const order = await this.orders.createHoldingCoupon({
      userId,
      examId: variant.examId,
      variantId: variant.id,
      couponId: coupon?.id ?? null,
      checkoutType: input.checkoutType,
      periodMonths: variant.periodMonths,
      currency: variant.currency,
      listPriceMinor: variant.priceMinor,
      discountMinor,
      amountMinor,
      status: 'pending',
      provider: amountMinor === 0 ? 'local' : this.gateway.provider,
      expiresAt: orderExpiresAt(now),
    });
    // The coupon was used up (its cap reached by redemptions and other buyers' pending orders).
    if (!order) throw CouponErrors.invalid();
    const start = (clientSecret: string | null, status: PaymentStart['status']): PaymentStart => ({
      orderId: order.id,
      amount: fromMinorUnits(amountMinor),
      currency: order.currency,
      provider: order.provider,
      clientSecret,
      status,
    });
    if (amountMinor === 0) {
      const fulfilled = await this.fulfilment.fulfil(order.id, { id: `free:${order.id}`, type: 'order.free' });
      // The order's own reservation fits the cap; only counts edited behind the service's back stop it here.
      if (!fulfilled.granted) throw CouponErrors.invalid();
      return start(null, 'paid');
    }
    const user = await this.users.findById(userId);
    const started = await this.gateway.startPayment(order, {
      id: userId,
      email: user!.email,
      firstName: user!.firstName,
      surname: user!.surname,
      role: user!.role,
      stripeCustomerId: user!.stripeCustomerId,
    });
    await this.orders.setProviderPaymentId(order.id, started.providerPaymentId);
    return start(started.clientSecret, 'pending');
  }

  /** The local gateway's card step: a successful charge goes through the same fulfilment as Stripe's webhook. */
  async confirmLocalPayment(userId: string, orderId: string, card: CardInput): Promise<OrderStatus> {
    const order = await this.ownedOrder(userId, orderId);
    if (order.provider !== 'local') throw CheckoutErrors.useStripe();
    if (order.status === 'paid') return this.orderStatus(userId, orderId);
    if (order.status === 'expired') throw PaymentErrors.orderExpired();
    if (order.status !== 'pending') throw PaymentErrors.notPending();
    await this.ensureStillPriced(order);
    try {
      this.localGateway.charge(card, new Date());
    } catch (error) {
      if (error instanceof DomainError) await this.orders.recordDecline(order.id, error.message);
      throw error;
    }
    await this.fulfilment.fulfil(order.id, { id: `local:${order.id}`, type: 'local.charge.succeeded' }, { onlyIfPayable: true });
    return this.orderStatus(userId, orderId);
  }

  /**
   * Asked by the browser just before it lets Stripe take the card: the order must still be payable
   * at its price, or it is released (its PaymentIntent cancelled) and refused like a local payment.
   */
  async checkOrderPayable(userId: string, orderId: string): Promise<OrderStatus> {
    const order = await this.ownedOrder(userId, orderId);
    if (order.status === 'pending') await this.ensureStillPriced(order);
    else if (order.status === 'expired') throw PaymentErrors.orderExpired();
    else if (order.status !== 'paid') throw PaymentErrors.notPending();
    return this.orderStatus(userId, orderId);
  }

  async orderStatus(userId: string, orderId: string): Promise<OrderStatus> {
    const order = await this.ownedOrder(userId, orderId);
    let subscription: OrderStatus['subscription'] = null;
    if (order.status === 'paid') {
      const [exam, endsAt] = await Promise.all([this.repository.findExam(order.examId), this.repository.subscriptionEnd(userId, order.examId)]);
      if (exam && endsAt) subscription = { examId: order.examId, examSlug: exam.slug, examTitle: exam.title, endsAt };
    }
    return {
      orderId: order.id,
      status: order.status,
      amount: fromMinorUnits(order.amountMinor),
      currency: order.currency,
      periodMonths: order.periodMonths,
      failureReason: order.status === 'paid' ? null : order.failureReason,
      subscription,
    };
  }

  /**
   * An order is paid only at a price that still holds: unexpired, its variant on sale at the same
   * price and its coupon still live for the same discount. Otherwise it is released (so its coupon
   * reservation is free for the fresh order the buyer makes) and refused.
   */
  private async ensureStillPriced(order: OrderEntity): Promise<void> {
    const now = new Date();
    const [variant, coupon] = await Promise.all([
      this.repository.findPurchasableVariant(order.variantId),
      order.couponId ? this.coupons.findById(order.couponId) : null,
    ]);
    const verdict = judgeOrderForPayment({ ...order, hasCoupon: order.couponId !== null }, variant, coupon, now);
    if (verdict.ok) return;
    if (verdict.reason === 'expired') {
      await this.releases.release(order, 'expired');
      throw PaymentErrors.orderExpired();
    }
    await this.releases.release(order, 'cancelled');
    throw PaymentErrors.priceChanged();
  }

  private async couponFor(code: string | null | undefined, examId: string, now: Date): Promise<CouponEntity | null> {
    if (code === undefined || code === null || code.trim() === '') return null;
    const normalised = normaliseCouponCode(code);
    if (!normalised.ok) return null;
    return this.coupons.couponForOrder(normalised.code, examId, now);
  }

  private async ownedOrder(userId: string, orderId: string): Promise<OrderEntity> {
    const order = isUuid(orderId) ? await this.orders.findOwned(orderId, userId) : null;
    if (!order) throw PaymentErrors.orderNotFound();
    return order;
  }
}
