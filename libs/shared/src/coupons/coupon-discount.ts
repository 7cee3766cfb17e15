import { fromMinorUnits, toMinorUnits } from '../money/minor-units';
import { percentage } from '../numbers/percentage';
import { isCouponApplicable } from './coupon-applicability';
import type { Coupon } from './coupon.schemas';

interface CouponDiscount {
  /** Amount taken off, in major units (never more than the price). */
  discountValue: number;
  /** Price after the discount, in major units (never below 0). */
  discountedPrice: number;
  /** discountValue / price × 100, to 2 decimals. */
  discountPercentage: number;
}

/**
 * The amount a coupon takes off a price, both in minor units: percent coupons take
 * price × value / 100, value coupons take their value; never less than 0 nor more than the price.
 */
export function couponDiscountMinor(priceMinor: number, coupon: Pick<Coupon, 'effect' | 'value'>): number {
  const raw = coupon.effect === 'percent' ? Math.round((priceMinor * coupon.value) / 100) : toMinorUnits(coupon.value);
  if (!(raw > 0)) return 0;
  return Math.min(raw, priceMinor);
}

/** What a coupon does to a price given in major units; no coupon, or one that does not apply, takes nothing off. */
export function couponDiscount(
  priceMajor: number,
  coupon: Pick<Coupon, 'active' | 'dateExpiry' | 'effect' | 'value'> | null,
  now: Date,
): CouponDiscount {
  const priceMinor = toMinorUnits(priceMajor);
  const discountMinor = coupon && isCouponApplicable(coupon, priceMinor, now) ? couponDiscountMinor(priceMinor, coupon) : 0;
  return {
    discountValue: fromMinorUnits(discountMinor),
    discountedPrice: fromMinorUnits(priceMinor - discountMinor),
    discountPercentage: percentage(discountMinor, priceMinor),
  };
}
