import { z } from 'zod';
import { Messages } from '../messages/messages';

/** A coupon code as typed by a user: trimmed and upper-cased; empty is rejected. */
export const couponCodeSchema = z
  .string({ error: Messages.coupons.noCode })
  .trim()
  .toUpperCase()
  .min(1, Messages.coupons.noCode)
  .max(64, 'The coupon code is too long.');

type CouponCodeResult = { ok: true; code: string } | { ok: false; error: string };

export function normaliseCouponCode(raw: unknown): CouponCodeResult {
  const parsed = couponCodeSchema.safeParse(raw);
  return parsed.success ? { ok: true, code: parsed.data } : { ok: false, error: Messages.coupons.noCode };
}
