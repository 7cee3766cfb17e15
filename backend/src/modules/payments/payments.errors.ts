import { Messages, ORDER_ERRORS } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const PaymentErrors = {
  orderExpired: () => new DomainError('conflict', 'ORDER_EXPIRED', ORDER_ERRORS.ORDER_EXPIRED),
  priceChanged: () => new DomainError('conflict', 'ORDER_PRICE_CHANGED', ORDER_ERRORS.ORDER_PRICE_CHANGED),
  notPending: () => new DomainError('conflict', 'ORDER_NOT_PENDING', 'This order can no longer be paid. Start the checkout again.'),
  orderNotFound: () => new DomainError('not_found', 'ORDER_NOT_FOUND', Messages.checkout.orderNotFound),
  badSignature: () => new DomainError('invalid', 'WEBHOOK_SIGNATURE_INVALID', Messages.checkout.webhookSignature),
  webhookNotConfigured: () => new DomainError('not_found', 'WEBHOOK_NOT_CONFIGURED', Messages.checkout.webhookNotConfigured),
};
