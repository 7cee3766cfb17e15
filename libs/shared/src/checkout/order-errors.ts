import { Messages } from '../messages/messages';

/** The domain codes of an order that can no longer be paid at its price, with what the buyer sees. */
export const ORDER_ERRORS = {
  ORDER_EXPIRED: Messages.checkout.orderExpired,
  ORDER_PRICE_CHANGED: Messages.checkout.priceChanged,
} as const;
type OrderRepriceCode = keyof typeof ORDER_ERRORS;

/** True for an error after which the checkout offers to price the order again (a fresh order at today's price). */
export function isOrderRepriceCode(code: string | null | undefined): code is OrderRepriceCode {
  return code !== null && code !== undefined && Object.prototype.hasOwnProperty.call(ORDER_ERRORS, code);
}
