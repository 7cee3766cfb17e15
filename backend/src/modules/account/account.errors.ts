import { DomainError } from '../../common/errors/domain-error';

export const AccountErrors = {
  receiptNotFound: () => new DomainError('not_found', 'RECEIPT_NOT_FOUND', 'There is no paid order with that id on your account.'),
};
