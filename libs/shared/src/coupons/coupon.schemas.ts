import { z } from 'zod';
import { Messages } from '../messages/messages';
import { couponCodeSchema } from './coupon-code';

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

/** Error codes that checkout.confirmCoupon may return besides success. */
export const COUPON_ERROR_INVALID = 'invalid';
export const COUPON_ERROR_VALID_WRONG_EXAM = 'valid-wrong-exam';

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
