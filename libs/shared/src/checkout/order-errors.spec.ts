import { describe, expect, it } from 'vitest';
import { Messages } from '../messages/messages';
import { isOrderRepriceCode, ORDER_ERRORS } from './order-errors';

describe('isOrderRepriceCode', () => {
  it('offers a reprice for an expired order or a changed price, with the catalogue message', () => {
    expect(isOrderRepriceCode('ORDER_EXPIRED')).toBe(true);
    expect(isOrderRepriceCode('ORDER_PRICE_CHANGED')).toBe(true);
    expect(ORDER_ERRORS.ORDER_PRICE_CHANGED).toBe('The price of this order has changed. Please review it and try again.');
    expect(ORDER_ERRORS.ORDER_EXPIRED).toBe(Messages.checkout.orderExpired);
  });

  it('does not for other errors', () => {
    for (const code of ['CARD_DECLINED', 'COUPON_INVALID', 'toString', '', null, undefined]) expect(isOrderRepriceCode(code)).toBe(false);
  });
});
