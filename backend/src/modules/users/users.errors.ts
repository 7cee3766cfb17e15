import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const UserErrors = {
  notFound: () => new DomainError('not_found', 'USER_NOT_FOUND', 'No such user.'),
  emailTaken: () => new DomainError('conflict', 'EMAIL_TAKEN', Messages.auth.emailTaken),
  notYou: () => new DomainError('forbidden', 'NOT_YOUR_ACCOUNT', 'You can only change your own account.'),
  unknownExam: (field: string, ref: string) => {
    const message = `there is no exam "${ref}"`;
    return new DomainError('invalid', 'UNKNOWN_EXAM', `${field}: ${message}`, { fields: [{ field, message }] });
  },
};
