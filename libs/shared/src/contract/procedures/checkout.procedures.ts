import {
  confirmLocalPaymentInputSchema,
  createPaymentInputSchema,
  orderIdInputSchema,
  orderStatusSchema,
  paymentConfigSchema,
  paymentStartSchema,
} from '../../api/commerce.schemas';
import { confirmCouponInputSchema, confirmCouponResultSchema } from '../../coupons/coupon.schemas';
import { mutation, query } from '../procedure-definition';

export const checkoutProcedures = {
  confirmCoupon: query({ input: confirmCouponInputSchema, output: confirmCouponResultSchema }),
  paymentConfig: query({ output: paymentConfigSchema }),
  createPayment: mutation({ input: createPaymentInputSchema, output: paymentStartSchema }),
  confirmLocalPayment: mutation({ input: confirmLocalPaymentInputSchema, output: orderStatusSchema }),
  orderStatus: query({ input: orderIdInputSchema, output: orderStatusSchema }),
  /** Asked just before Stripe takes the card: refuses (and releases) an order whose price no longer holds. */
  checkOrderPayable: mutation({ input: orderIdInputSchema, output: orderStatusSchema }),
};
