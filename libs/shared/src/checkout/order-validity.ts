import { isCouponLive } from '../coupons/coupon-applicability';
import { couponDiscountMinor } from '../coupons/coupon-discount';
import type { Coupon } from '../coupons/coupon.schemas';

/** How long an order keeps its price (and any coupon reservation) before it must be priced again. */
export const ORDER_TTL_MINUTES = 30;

export function orderExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ORDER_TTL_MINUTES * 60_000);
}

/** An order expires at its expiry instant: it can be paid strictly before. */
export function isOrderExpired(order: { expiresAt: Date }, now: Date): boolean {
  return order.expiresAt.getTime() <= now.getTime();
}

type OrderPaymentVerdict = { ok: true } | { ok: false; reason: 'expired' | 'price-changed' };

interface PricedOrder {
  expiresAt: Date;
  currency: string;
  listPriceMinor: number;
  discountMinor: number;
  /** Whether the order was made with a coupon. */
  hasCoupon: boolean;
}

/**
 * Whether an order may still be paid at the price it was made at: not expired, its variant still on
 * sale at the same price and currency (null when no longer on sale), and its coupon, if it had one,
 * still live and taking the same amount off (null when the coupon is gone).
 */
export function judgeOrderForPayment(
  order: PricedOrder,
  variant: { priceMinor: number; currency: string } | null,
  coupon: Pick<Coupon, 'active' | 'dateExpiry' | 'effect' | 'value'> | null,
  now: Date,
): OrderPaymentVerdict {
  if (isOrderExpired(order, now)) return { ok: false, reason: 'expired' };
  if (!variant || variant.priceMinor !== order.listPriceMinor || variant.currency.trim() !== order.currency.trim()) {
    return { ok: false, reason: 'price-changed' };
  }
  if (!order.hasCoupon) return { ok: true };
  if (!coupon || !isCouponLive(coupon, now)) return { ok: false, reason: 'price-changed' };
  const discount = variant.priceMinor > 0 ? couponDiscountMinor(variant.priceMinor, coupon) : 0;
  return discount === order.discountMinor ? { ok: true } : { ok: false, reason: 'price-changed' };
}
