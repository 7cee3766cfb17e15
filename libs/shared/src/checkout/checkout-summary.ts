import type { Variant } from '../catalogue/catalogue.schemas';
import type { Coupon } from '../coupons/coupon.schemas';
import { couponDiscount } from '../coupons/coupon-discount';
import { accessEndAfterPurchase } from '../dates/access-end-after-purchase';
import { formatLongDate } from '../dates/long-date';
import { durationLabel } from '../durations/duration-label';
import { variantMonths } from '../durations/months-from-label';
import { fromMinorUnits, toMinorUnits } from '../money/minor-units';
import { priceLabel } from '../money/price-label';

export interface CheckoutSummary<E> {
  exam: E;
  variant: Variant;
  price: number;
  priceLabel: string;
  durationString: string;
  /** The day access ends once paid (as the server grants it), en-GB long. */
  dateString: string;
  discountedPrice: number;
  discountedPriceLabel: string;
  discountValue: number;
  discountPercentage: number;
}

interface CheckoutSummaryInput<E> {
  exam: E;
  variant: Variant;
  coupon: Pick<Coupon, 'active' | 'dateExpiry' | 'effect' | 'value'> | null;
  today: Date;
  /** When the buyer's current access to the exam ends (an extension counts from it); null when none. */
  currentEnd?: Date | null;
}

/**
 * Everything the payment summary shows for a variant, a coupon (or none), today's date and the
 * buyer's current access. The months come from the label's first word, and from the period if the
 * label names none.
 */
export function checkoutSummary<E>({ exam, variant, coupon, today, currentEnd = null }: CheckoutSummaryInput<E>): CheckoutSummary<E> {
  const months = variantMonths(variant);
  const price = fromMinorUnits(toMinorUnits(variant.value));
  const { discountValue, discountedPrice, discountPercentage } = couponDiscount(price, coupon, today);
  return {
    exam,
    variant,
    price,
    priceLabel: priceLabel(price, variant.currency.code),
    durationString: durationLabel(months),
    dateString: formatLongDate(accessEndAfterPurchase({ currentEnd, now: today, months })),
    discountedPrice,
    discountedPriceLabel: priceLabel(discountedPrice, variant.currency.code),
    discountValue,
    discountPercentage,
  };
}
