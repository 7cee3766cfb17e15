import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const PaymentErrors = {
  orderNotFound: () => new DomainError('not_found', 'ORDER_NOT_FOUND', Messages.checkout.orderNotFound),
  badSignature: () => new DomainError('invalid', 'WEBHOOK_SIGNATURE_INVALID', Messages.checkout.webhookSignature),
  webhookNotConfigured: () => new DomainError('not_found', 'WEBHOOK_NOT_CONFIGURED', Messages.checkout.webhookNotConfigured),
};
