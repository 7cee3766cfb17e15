import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const ProductErrors = {
  noVariants: (examRef: string) =>
    new DomainError('not_found', 'NO_PRODUCT_VARIANTS', Messages.products.noVariants, { exam: examRef }),
};
