import { describe, expect, it } from 'vitest';
import { couponErrorMessage } from './coupon-error-message';

describe('couponErrorMessage', () => {
  it("says 'Coupon invalid or expired.' for 'invalid' and for no error code", () => {
    expect(couponErrorMessage({ error: 'invalid' })).toBe('Coupon invalid or expired.');
    expect(couponErrorMessage({ error: null })).toBe('Coupon invalid or expired.');
    expect(couponErrorMessage({})).toBe('Coupon invalid or expired.');
  });

  it('lists the exams a valid coupon is restricted to', () => {
    expect(couponErrorMessage({ error: 'valid-wrong-exam', exams: ['MSRA'] })).toBe(
      'This coupon is valid, but only for: MSRA. Please choose one of those exams to use it.',
    );
  });

  it("falls back to 'specific exams' when no exam is named", () => {
    expect(couponErrorMessage({ error: 'valid-wrong-exam', exams: null })).toBe(
      'This coupon is valid, but only for: specific exams. Please choose one of those exams to use it.',
    );
  });

  it("prefixes any other reason with 'Coupon not applicable: '", () => {
    expect(couponErrorMessage({ error: 'redemption limit reached' })).toBe(
      'Coupon not applicable: redemption limit reached',
    );
  });
});
