import { Messages } from '../messages/messages';

/** The longest coupon code accepted. */
export const MAX_COUPON_CODE_LENGTH = 64;

type CouponCodeResult = { ok: true; code: string } | { ok: false; error: string };

/**
 * A coupon code as typed by a user: trimmed and upper-cased; empty or too long is refused. Written
 * by hand (the API's `couponCodeSchema` applies the same rule): the checkout runs this and must not
 * bring zod to the exam page.
 */
export function normaliseCouponCode(raw: unknown): CouponCodeResult {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return code.length >= 1 && code.length <= MAX_COUPON_CODE_LENGTH ? { ok: true, code } : { ok: false, error: Messages.coupons.noCode };
}
