import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const CheckoutErrors = {
  variantUnavailable: () => new DomainError('not_found', 'VARIANT_UNAVAILABLE', Messages.checkout.variantUnavailable),
  useStripe: () => new DomainError('invalid', 'USE_STRIPE', Messages.checkout.useStripe),
};
