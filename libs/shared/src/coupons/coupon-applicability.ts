import type { Coupon } from './coupon.schemas';

/**
 * A coupon discounts a price only while it is active and not past its expiry (an expiry equal to
 * `now` still counts), and only when there is a positive price to discount.
 */
export function isCouponApplicable(
  coupon: Pick<Coupon, 'active' | 'dateExpiry'>,
  priceMinor: number,
  now: Date,
): boolean {
  if (!coupon.active || !(priceMinor > 0)) return false;
  return coupon.dateExpiry === null || coupon.dateExpiry.getTime() >= now.getTime();
}
