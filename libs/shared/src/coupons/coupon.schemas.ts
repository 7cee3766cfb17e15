import { z } from 'zod';
import { Messages } from '../messages/messages';
import { MAX_COUPON_CODE_LENGTH } from './coupon-code';

/** A coupon code as typed by a user: trimmed and upper-cased; empty is rejected (normaliseCouponCode, by hand). */
export const couponCodeSchema = z
  .string({ error: Messages.coupons.noCode })
  .trim()
  .toUpperCase()
  .min(1, Messages.coupons.noCode)
  .max(MAX_COUPON_CODE_LENGTH, 'The coupon code is too long.');

export const COUPON_EFFECTS = ['percent', 'value'] as const;
const couponEffectSchema = z.enum(COUPON_EFFECTS);
export type CouponEffect = z.infer<typeof couponEffectSchema>;

const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  active: z.boolean(),
  dateCreated: z.date(),
  /** null: the coupon never expires. */
  dateExpiry: z.date().nullable(),
  description: z.string(),
  /** 'percent': percent off the price; 'value': an amount off, in the price's major units. */
  effect: couponEffectSchema,
  value: z.number().nonnegative(),
  organisation: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const confirmCouponInputSchema = z.object({
  code: couponCodeSchema,
  examKey: z
    .string({ error: Messages.coupons.noExam })
    .trim()
    .min(1, Messages.coupons.noExam)
    .max(200, 'examKey is too long'),
});

export const confirmCouponResultSchema = z.object({
  success: z.boolean(),
  coupon: couponSchema.nullable(),
  /** 'invalid', 'valid-wrong-exam' or another reason the coupon does not apply. */
  error: z.string().nullable(),
  /** With 'valid-wrong-exam': the titles of the exams the coupon is valid for. */
  exams: z.array(z.string()),
});
export type ConfirmCouponResult = z.infer<typeof confirmCouponResultSchema>;
