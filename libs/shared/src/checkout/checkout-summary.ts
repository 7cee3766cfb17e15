import type { Variant } from '../catalogue/catalogue.schemas';
import type { Coupon } from '../coupons/coupon.schemas';
import { couponDiscount } from '../coupons/coupon-discount';
import { addCalendarMonths } from '../dates/add-calendar-months';
import { formatLongDate } from '../dates/long-date';
import { durationDaysLabel, durationLabel } from '../durations/duration-label';
import { monthsFromLabel } from '../durations/months-from-label';
import { fromMinorUnits, toMinorUnits } from '../money/minor-units';
import { priceLabel } from '../money/price-label';

export interface CheckoutSummary<E> {
  exam: E;
  variant: Variant;
  price: number;
  priceLabel: string;
  durationString: string;
  durationDaysString: string;
  /** The day access ends: today plus the variant's months, en-GB long. */
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
}

/**
 * Everything the payment summary shows for a variant, a coupon (or none) and today's date. The
 * months come from the label's first word, and from the period if the label
 * names none.
 */
export function checkoutSummary<E>({ exam, variant, coupon, today }: CheckoutSummaryInput<E>): CheckoutSummary<E> {
  const months = monthsFromLabel(variant.label) ?? variant.period;
  const price = fromMinorUnits(toMinorUnits(variant.value));
  const { discountValue, discountedPrice, discountPercentage } = couponDiscount(price, coupon, today);
  return {
    exam,
    variant,
    price,
    priceLabel: priceLabel(price, variant.currency.code),
    durationString: durationLabel(months),
    durationDaysString: durationDaysLabel(months),
    dateString: formatLongDate(addCalendarMonths(today, months)),
    discountedPrice,
    discountedPriceLabel: priceLabel(discountedPrice, variant.currency.code),
    discountValue,
    discountPercentage,
  };
}
