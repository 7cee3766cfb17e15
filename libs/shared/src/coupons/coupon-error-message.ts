import { Messages } from '../messages/messages';

/** The error codes confirmCoupon answers with (coupon.schemas.ts), apart from its schemas: the checkout reads these without zod. */
export const COUPON_ERROR_INVALID = 'invalid';
export const COUPON_ERROR_VALID_WRONG_EXAM = 'valid-wrong-exam';

/** The message a user sees for a rejected coupon, from the error code confirmCoupon returned. */
export function couponErrorMessage(result: { error?: string | null; exams?: readonly string[] | null }): string {
  const error = result.error?.trim();
  if (!error || error === COUPON_ERROR_INVALID) return Messages.coupons.invalid;
  if (error === COUPON_ERROR_VALID_WRONG_EXAM) return Messages.coupons.validWrongExam(result.exams ?? []);
  return Messages.coupons.notApplicable(error);
}
