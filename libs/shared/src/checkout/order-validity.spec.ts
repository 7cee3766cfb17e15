import { describe, expect, it } from 'vitest';
import { isOrderExpired, judgeOrderForPayment, ORDER_TTL_MINUTES, orderExpiresAt } from './order-validity';

const now = new Date('2026-03-01T12:00:00Z');
const order = { expiresAt: new Date('2026-03-01T12:10:00Z'), currency: 'gbp', listPriceMinor: 2499, discountMinor: 1250, hasCoupon: true };
const variant = { priceMinor: 2499, currency: 'gbp' };
const coupon = { active: true, dateExpiry: null, effect: 'percent' as const, value: 50 };

describe('orderExpiresAt', () => {
  it('keeps an order for 30 minutes', () => {
    expect(ORDER_TTL_MINUTES).toBe(30);
    expect(orderExpiresAt(now).toISOString()).toBe('2026-03-01T12:30:00.000Z');
  });
});

describe('isOrderExpired', () => {
  it('expires an order at its expiry instant, not before', () => {
    expect(isOrderExpired({ expiresAt: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(isOrderExpired({ expiresAt: now }, now)).toBe(true);
  });
});

describe('judgeOrderForPayment', () => {
  it('accepts an unexpired order whose variant and coupon are unchanged', () => {
    expect(judgeOrderForPayment(order, variant, coupon, now)).toEqual({ ok: true });
    expect(judgeOrderForPayment({ ...order, hasCoupon: false, discountMinor: 0 }, variant, null, now)).toEqual({ ok: true });
  });

  it('refuses an expired order', () => {
    expect(judgeOrderForPayment({ ...order, expiresAt: now }, variant, coupon, now)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['raised', { priceMinor: 7499, currency: 'gbp' }],
    ['lowered', { priceMinor: 999, currency: 'gbp' }],
    ['in another currency', { priceMinor: 2499, currency: 'usd' }],
    ['no longer on sale', null],
  ])('refuses an order whose variant price was %s', (_, changed) => {
    expect(judgeOrderForPayment(order, changed, coupon, now)).toEqual({ ok: false, reason: 'price-changed' });
  });

  it.each([
    ['switched off', { ...coupon, active: false }],
    ['expired', { ...coupon, dateExpiry: new Date(now.getTime() - 1) }],
    ['changed to take another amount off', { ...coupon, value: 40 }],
    ['deleted', null],
  ])('refuses an order whose coupon was %s', (_, changed) => {
    expect(judgeOrderForPayment(order, variant, changed, now)).toEqual({ ok: false, reason: 'price-changed' });
  });
});
