import { describe, expect, it } from 'vitest';
import { isCouponApplicable, isCouponRedeemable } from './coupon-applicability';

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

describe('isCouponRedeemable', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const live = { active: true, dateExpiry: null, maxRedemptions: null, redemptions: 0 };

  it('allows a live coupon without a limit however often it was used', () => {
    expect(isCouponRedeemable({ ...live, redemptions: 10_000 }, now)).toBe(true);
  });

  it('refuses a coupon whose redemptions reached its maximum', () => {
    expect(isCouponRedeemable({ ...live, maxRedemptions: 3, redemptions: 2 }, now)).toBe(true);
    expect(isCouponRedeemable({ ...live, maxRedemptions: 3, redemptions: 3 }, now)).toBe(false);
  });

  it('refuses an inactive or expired coupon', () => {
    expect(isCouponRedeemable({ ...live, active: false }, now)).toBe(false);
    expect(isCouponRedeemable({ ...live, dateExpiry: new Date('2026-11-21T11:59:59Z') }, now)).toBe(false);
  });
});
