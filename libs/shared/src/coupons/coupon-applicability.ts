import type { Coupon } from './coupon.schemas';

/** Active and not past its expiry (an expiry equal to `now` still counts; null never expires). */
export function isCouponLive(coupon: Pick<Coupon, 'active' | 'dateExpiry'>, now: Date): boolean {
  return coupon.active && (coupon.dateExpiry === null || coupon.dateExpiry.getTime() >= now.getTime());
}

/** Live, and not used up when it has a maximum number of redemptions. */
export function isCouponRedeemable(
  coupon: Pick<Coupon, 'active' | 'dateExpiry'> & { maxRedemptions: number | null; redemptions: number },
  now: Date,
): boolean {
  return isCouponLive(coupon, now) && (coupon.maxRedemptions === null || coupon.redemptions < coupon.maxRedemptions);
}

/**
 * A coupon discounts a price only while it is live, and only when there is a positive price to
 * discount.
 */
export function isCouponApplicable(
  coupon: Pick<Coupon, 'active' | 'dateExpiry'>,
  priceMinor: number,
  now: Date,
): boolean {
  return priceMinor > 0 && isCouponLive(coupon, now);
}
