import { Messages, ORDER_ERRORS } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const CheckoutErrors = {
  variantUnavailable: () => new DomainError('not_found', 'VARIANT_UNAVAILABLE', Messages.checkout.variantUnavailable),
  useStripe: () => new DomainError('invalid', 'USE_STRIPE', Messages.checkout.useStripe),
  expired: () => new DomainError('conflict', 'ORDER_EXPIRED', ORDER_ERRORS.ORDER_EXPIRED),
  priceChanged: () => new DomainError('conflict', 'ORDER_PRICE_CHANGED', ORDER_ERRORS.ORDER_PRICE_CHANGED),
  notPending: () => new DomainError('conflict', 'ORDER_NOT_PENDING', 'This order can no longer be paid. Start the checkout again.'),
};
