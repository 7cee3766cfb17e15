import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const AuthErrors = {
  invalidCredentials: () => new DomainError('unauthenticated', 'INVALID_CREDENTIALS', Messages.auth.invalidCredentials),
  sessionExpired: () => new DomainError('unauthenticated', 'SESSION_EXPIRED', Messages.session.expired),
  sessionInvalid: () => new DomainError('unauthenticated', 'SESSION_INVALID', Messages.auth.sessionInvalid),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new DomainError('rate_limited', 'TOO_MANY_ATTEMPTS', Messages.auth.tooManyAttempts(retryAfterSeconds), { retryAfterSeconds }),
  tooManySignUps: (retryAfterSeconds: number) =>
    new DomainError('rate_limited', 'TOO_MANY_SIGN_UPS', Messages.auth.tooManySignUps(retryAfterSeconds), { retryAfterSeconds }),
  currentPasswordRequired: () =>
    new DomainError('invalid', 'CURRENT_PASSWORD_REQUIRED', Messages.auth.currentPasswordRequired),
  currentPasswordWrong: () => new DomainError('invalid', 'CURRENT_PASSWORD_WRONG', Messages.auth.currentPasswordWrong),
  weakPassword: (warning: string) => new DomainError('invalid', 'WEAK_PASSWORD', Messages.auth.weakPassword(warning)),
  resetLinkInvalid: () => new DomainError('invalid', 'RESET_LINK_INVALID', Messages.auth.resetLinkInvalid),
  resetLinkExpired: () => new DomainError('invalid', 'RESET_LINK_EXPIRED', Messages.auth.resetLinkExpired),
};
