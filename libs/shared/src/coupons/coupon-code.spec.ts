import { describe, expect, it } from 'vitest';
import { normaliseCouponCode } from './coupon-code';

describe('normaliseCouponCode', () => {
  it('trims and upper-cases a code', () => {
    expect(normaliseCouponCode('  save10 ')).toEqual({ ok: true, code: 'SAVE10' });
  });

  it('accepts a code of 64 characters and refuses one of 65', () => {
    expect(normaliseCouponCode('a'.repeat(64))).toEqual({ ok: true, code: 'A'.repeat(64) });
    expect(normaliseCouponCode('a'.repeat(65))).toEqual({ ok: false, error: 'No coupon code provided.' });
  });

  it.each([[''], ['   '], [undefined], [null], [42]])(
    "rejects %j with 'No coupon code provided.'",
    (raw) => {
      expect(normaliseCouponCode(raw)).toEqual({ ok: false, error: 'No coupon code provided.' });
    },
  );
});
