import { z } from 'zod';

const checkoutTypeSchema = z.enum(['product', 'subscribe', 'extension']);
const paymentProviderSchema = z.enum(['stripe', 'local']);
/** pending: may be paid until it expires; expired or cancelled: released, never to be paid (price it again). */
const orderStatusValueSchema = z.enum(['pending', 'paid', 'failed', 'expired', 'cancelled']);

const id = (name: string) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(100, `${name} is too long`);

export const createTrialInputSchema = z.strictObject({ userID: id('userID'), examSlug: id('examSlug') });
export const userOwnsExamInputSchema = z.strictObject({ examID: id('examID') });

export const createPaymentInputSchema = z.strictObject({
  variantId: id('variantId'),
  couponCode: z.string().max(64, 'couponCode is too long').nullable().optional(),
  checkoutType: checkoutTypeSchema,
});

/** What the client needs to take the payment; the amount is the server's, in major units. */
export const paymentStartSchema = z.object({
  orderId: z.string(),
  amount: z.number(),
  currency: z.string(),
  provider: paymentProviderSchema,
  /** Stripe's PaymentIntent client secret (Stripe only). */
  clientSecret: z.string().nullable(),
  /** 'paid' at once when a coupon takes the whole price off. */
  status: orderStatusValueSchema,
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

const localCardSchema = z.strictObject({
  number: z.string().max(30),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});

export const confirmLocalPaymentInputSchema = z.strictObject({ orderId: id('orderId'), card: localCardSchema });
export const orderIdInputSchema = z.strictObject({ orderId: id('orderId') });

const grantedSubscriptionSchema = z.object({
  examId: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  endsAt: z.date(),
});

/** An order as its buyer sees it, with the access it granted once paid. */
export const orderStatusSchema = z.object({
  orderId: z.string(),
  status: orderStatusValueSchema,
  amount: z.number(),
  currency: z.string(),
  periodMonths: z.number(),
  failureReason: z.string().nullable(),
  subscription: grantedSubscriptionSchema.nullable(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const paymentConfigSchema = z.object({
  provider: paymentProviderSchema,
  publishableKey: z.string().nullable(),
});
