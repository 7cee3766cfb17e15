import { describe, expect, it } from 'vitest';
import { isCouponApplicable } from './coupon-applicability';

const now = new Date('2026-03-01T12:00:00Z');
const live = { active: true, dateExpiry: new Date('2026-12-31T23:59:59Z') };

describe('isCouponApplicable', () => {
  it('applies an active, unexpired coupon to a positive price', () => {
    expect(isCouponApplicable(live, 5499, now)).toBe(true);
    expect(isCouponApplicable({ active: true, dateExpiry: null }, 1, now)).toBe(true);
  });

  it('does not apply an inactive coupon', () => {
    expect(isCouponApplicable({ ...live, active: false }, 5499, now)).toBe(false);
  });

  it('does not apply an expired coupon, but does up to the moment of expiry', () => {
    expect(isCouponApplicable({ active: true, dateExpiry: new Date('2026-03-01T11:59:59Z') }, 5499, now)).toBe(false);
    expect(isCouponApplicable({ active: true, dateExpiry: now }, 5499, now)).toBe(true);
  });

  it('does not apply to a zero price', () => {
    expect(isCouponApplicable(live, 0, now)).toBe(false);
  });
});
