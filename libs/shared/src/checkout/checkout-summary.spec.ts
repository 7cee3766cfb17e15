import { describe, expect, it } from 'vitest';
import { checkoutSummary } from './checkout-summary';

const exam = { id: 'exam-msra', slug: 'msra', title: 'MSRA' };
const variant = (label: string, period: number, value: number, code = 'gbp') => ({
  id: `v-${period}`,
  label,
  period,
  priceID: 'price_123',
  value,
  currency: { code, symbol: '£' },
});
const today = new Date('2026-11-21T09:00:00Z');

describe('checkoutSummary', () => {
  it('summarises a variant without a coupon', () => {
    const v = variant('3 months', 3, 54.99);
    expect(checkoutSummary({ exam, variant: v, coupon: null, today })).toEqual({
      exam,
      variant: v,
      price: 54.99,
      priceLabel: '£54.99',
      durationString: '3 Months',
      dateString: '21 February 2027',
      discountedPrice: 54.99,
      discountedPriceLabel: '£54.99',
      discountValue: 0,
      discountPercentage: 0,
    });
  });

  it('applies a coupon to the discounted fields only', () => {
    const coupon = { active: true, dateExpiry: null, effect: 'percent' as const, value: 25 };
    const summary = checkoutSummary({ exam, variant: variant('1 month', 1, 20, 'usd'), coupon, today });
    expect(summary).toMatchObject({
      price: 20,
      priceLabel: '$20.00',
      durationString: '1 Month',
      dateString: '21 December 2026',
      discountedPrice: 15,
      discountedPriceLabel: '$15.00',
      discountValue: 5,
      discountPercentage: 25,
    });
  });

  it('reads 12 months from a "12 months" label, not 1', () => {
    const summary = checkoutSummary({ exam, variant: variant('12 months', 12, 99), coupon: null, today });
    expect(summary.durationString).toBe('12 Months');
    expect(summary.dateString).toBe('21 November 2027');
  });

  it('ends a month from 31 January on 29 February in a leap year', () => {
    const summary = checkoutSummary({
      exam,
      variant: variant('1 month', 1, 10),
      coupon: null,
      today: new Date('2028-01-31T10:00:00Z'),
    });
    expect(summary.dateString).toBe('29 February 2028');
  });

  it('shows a free variant at 0.00 and ignores the coupon', () => {
    const coupon = { active: true, dateExpiry: null, effect: 'value' as const, value: 5 };
    const summary = checkoutSummary({ exam, variant: variant('1 month', 1, 0, 'eur'), coupon, today });
    expect(summary).toMatchObject({ priceLabel: 'EUR0.00', discountedPriceLabel: 'EUR0.00', discountValue: 0 });
  });

  it('falls back to the period when the label names no months', () => {
    const summary = checkoutSummary({ exam, variant: variant('Annual', 12, 99), coupon: null, today });
    expect(summary.durationString).toBe('12 Months');
  });

  it('counts an extension from the current end of access, as the server grants it', () => {
    const summary = checkoutSummary({
      exam,
      variant: variant('1 month', 1, 10),
      coupon: null,
      today: new Date('2026-11-25T09:00:00Z'),
      currentEnd: new Date('2027-02-25T12:00:00Z'),
    });
    expect(summary.dateString).toBe('25 March 2027');
  });

  it('counts from today when the current access has already ended', () => {
    const summary = checkoutSummary({
      exam,
      variant: variant('3 months', 3, 10),
      coupon: null,
      today: new Date('2026-11-25T09:00:00Z'),
      currentEnd: new Date('2026-11-01T12:00:00Z'),
    });
    expect(summary.dateString).toBe('25 February 2027');
  });
});
