import { Injectable, Logger } from '@nestjs/common';
import { UsersRepository } from '../users/users.repository';
import { AttemptLimiter } from './attempt-limiter';
import { LOGIN_LIMITS } from './auth.constants';
import { AuthErrors } from './auth.errors';
import { PasswordHasher } from './password-hasher';

/**
 * Asks a signed-in user for their password again before a change that could take the account over
 * (the sign-in e-mail). A wrong password counts as a failed sign-in of the account, under the same
 * limits, so a stolen session cannot be used to guess it.
 */
@Injectable()
export class CurrentPasswordCheck {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly limiter: AttemptLimiter,
  ) {}

  async assert(email: string, password: string | undefined, clientIp: string | null): Promise<void> {
    if (!password) throw AuthErrors.currentPasswordRequired();
    const fromHere = AttemptLimiter.loginByAccountFrom(email, clientIp ?? 'unknown', LOGIN_LIMITS.perAccountFromAddress, LOGIN_LIMITS.windowSeconds);
    const byAccount = AttemptLimiter.loginByAccount(email, LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowSeconds);
    const reservation = await this.limiter.reserve(fromHere, byAccount);
    if (!reservation.granted) throw AuthErrors.tooManyAttempts(reservation.retryAfterSeconds);
    const credentials = await this.users.findCredentials(email);
    if (!credentials || !(await this.hasher.verify(credentials.passwordHash, password))) {
      this.logger.warn({ event: 'auth.reauthenticate', email, ip: clientIp, outcome: 'failure' }, 'Current password refused');
      throw AuthErrors.currentPasswordWrong();
    }
    await Promise.all([this.limiter.clear(fromHere), this.limiter.refund(byAccount)]);
  }
}
