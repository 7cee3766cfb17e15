import { DomainError } from '../../common/errors/domain-error';

export const SheetErrors = {
  notFound: (id: string) => new DomainError('not_found', 'SHEET_NOT_FOUND', `No reference sheet has the id "${id}".`, { id }),
};
