import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from '../money/minor-units';
import { couponDiscount, couponDiscountMinor } from './coupon-discount';

const now = new Date('2026-03-01T00:00:00Z');
const coupon = (effect: 'percent' | 'value', value: number) => ({ active: true, dateExpiry: null, effect, value });

describe('couponDiscount', () => {
  it.each([
    ['a percent coupon takes price × value / 100', 50, coupon('percent', 20), [10, 40, 20]],
    ['a value coupon takes its value; percentage to 2 decimals', 54.99, coupon('value', 10), [10, 44.99, 18.19]],
    ['a percent discount rounds to the nearest minor unit', 54.99, coupon('percent', 10), [5.5, 49.49, 10]],
    ['a 100 % coupon makes the price 0', 54.99, coupon('percent', 100), [54.99, 0, 100]],
    ['a value coupon larger than the price stops at 0', 20, coupon('value', 25), [20, 0, 100]],
    ['a price of 0 gets no discount', 0, coupon('value', 5), [0, 0, 0]],
    ['no coupon takes nothing off', 54.99, null, [0, 54.99, 0]],
    ['an inactive coupon takes nothing off', 54.99, { ...coupon('percent', 50), active: false }, [0, 54.99, 0]],
    [
      'an expired coupon takes nothing off',
      54.99,
      { ...coupon('percent', 50), dateExpiry: new Date('2026-02-28T00:00:00Z') },
      [0, 54.99, 0],
    ],
  ] as const)('%s', (_, price, c, [discountValue, discountedPrice, discountPercentage]) => {
    expect(couponDiscount(price, c, now)).toEqual({ discountValue, discountedPrice, discountPercentage });
  });

  const price = fc.integer({ min: 0, max: 10_000_00 }).map(fromMinorUnits);
  const anyCoupon = fc.oneof(
    fc.double({ min: 0, max: 200, noNaN: true }).map((v) => coupon('percent', v)),
    fc.integer({ min: 0, max: 20_000_00 }).map((v) => coupon('value', fromMinorUnits(v))),
  );

  it('keeps the discounted price within [0, price]', () => {
    fc.assert(
      fc.property(price, anyCoupon, (p, c) => {
        const { discountedPrice } = couponDiscount(p, c, now);
        expect(discountedPrice).toBeGreaterThanOrEqual(0);
        expect(discountedPrice).toBeLessThanOrEqual(p);
      }),
    );
  });

  it('makes discount + discounted price equal the price, to the minor unit', () => {
    fc.assert(
      fc.property(price, anyCoupon, (p, c) => {
        const { discountValue, discountedPrice } = couponDiscount(p, c, now);
        expect(toMinorUnits(discountValue) + toMinorUnits(discountedPrice)).toBe(toMinorUnits(p));
        expect(Number((discountValue + discountedPrice).toFixed(2))).toBe(p);
      }),
    );
  });

  it('keeps the percentage within [0, 100]', () => {
    fc.assert(
      fc.property(price, anyCoupon, (p, c) => {
        const { discountPercentage } = couponDiscount(p, c, now);
        expect(discountPercentage).toBeGreaterThanOrEqual(0);
        expect(discountPercentage).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('couponDiscountMinor', () => {
  it('never goes below 0 for a negative value', () => {
    expect(couponDiscountMinor(1000, { effect: 'value', value: -5 })).toBe(0);
  });
});
