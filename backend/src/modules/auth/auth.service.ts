import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Me, RegisterInput } from '@medprep/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../common/errors/database-errors';
import { UsersRepository } from '../users/users.repository';
import { UserErrors } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import { AttemptLimiter } from './attempt-limiter';
import { LOGIN_LIMITS, REGISTRATION_WINDOW_SECONDS } from './auth.constants';
import { AuthErrors } from './auth.errors';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
import type { Principal } from './principal';
import { type ClientInfo, SessionTokens } from './session-tokens.service';

export interface SignedIn {
  me: Me;
  token: string;
  expiresAt: Date;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly sessions: SessionTokens,
    private readonly limiter: AttemptLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Creates the account and signs in. Each client address may create a limited number of accounts
   * per hour (a sign-up also claims a free trial); the attempt is counted before the slow hash, so a
   * burst cannot outrun the count, and a refused weak password is not counted.
   */
  async register(input: RegisterInput, client: ClientInfo): Promise<SignedIn> {
    this.policy.assertStrong(input.password, input);
    const byIp = AttemptLimiter.registrationByIp(client.ip ?? 'unknown', this.config.registrationsPerAddressPerHour, REGISTRATION_WINDOW_SECONDS);
    const reservation = await this.limiter.reserve(byIp);
    if (!reservation.granted) {
      this.logger.warn({ event: 'auth.register', ip: client.ip ?? null, outcome: 'blocked' }, 'Sign-up refused: too many from this address');
      throw AuthErrors.tooManySignUps(reservation.retryAfterSeconds);
    }
    const passwordHash = await this.hasher.hash(input.password);
    let userId: string;
    try {
      ({ id: userId } = await this.users.create({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        surname: input.surname,
        instance: this.config.instanceCode,
      }));
    } catch (error) {
      if (isUniqueViolation(error, 'uq_users_email')) throw UserErrors.emailTaken();
      throw error;
    }
    return this.signIn(userId, client);
  }

  /**
   * An attempt is reserved from the limits before the password is verified, atomically, so that a
   * burst gets no more wrong guesses than the limits allow; a success gives its attempt back. A wrong
   * e-mail and a wrong password get the same answer after the same work (a decoy hash is verified),
   * so neither reveals which accounts exist.
   */
  async login(email: string, password: string, client: ClientInfo): Promise<SignedIn> {
    const ip = client.ip ?? 'unknown';
    const fromHere = AttemptLimiter.loginByAccountFrom(email, ip, LOGIN_LIMITS.perAccountFromAddress, LOGIN_LIMITS.windowSeconds);
    const byAccount = AttemptLimiter.loginByAccount(email, LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowSeconds);
    const byIp = AttemptLimiter.loginByIp(ip, LOGIN_LIMITS.perIp, LOGIN_LIMITS.windowSeconds);
    // Every sign-in decision is logged with the account and address, never the password.
    const logged = { event: 'auth.login', email, ip: client.ip ?? null };
    const refused = (retryAfterSeconds: number) => {
      this.logger.warn({ ...logged, outcome: 'blocked' }, 'Sign-in refused: too many failed attempts');
      return AuthErrors.tooManyAttempts(retryAfterSeconds);
    };
    // The account's two counters share a hash slot and are reserved together; the address's own is apart.
    const account = await this.limiter.reserve(fromHere, byAccount);
    if (!account.granted) throw refused(account.retryAfterSeconds);
    const address = await this.limiter.reserve(byIp);
    if (!address.granted) {
      await this.limiter.refund(fromHere, byAccount);
      throw refused(address.retryAfterSeconds);
    }
    const credentials = await this.users.findCredentials(email);
    const ok = await this.hasher.verify(credentials?.passwordHash ?? null, password);
    if (!credentials || !ok) {
      this.logger.warn({ ...logged, outcome: 'failure' }, 'Sign-in failed');
      throw AuthErrors.invalidCredentials();
    }
    // This address has shown it knows the password: its count starts again. The account-wide count
    // only gets this attempt back, so that a distributed guesser gains nothing from the owner's sign-in.
    await Promise.all([this.limiter.clear(fromHere), this.limiter.refund(byAccount), this.limiter.refund(byIp)]);
    this.logger.log({ ...logged, outcome: 'success', userId: credentials.id }, 'Signed in');
    return this.signIn(credentials.id, client);
  }

  async logout(token: string | null): Promise<void> {
    if (!token) return;
    try {
      const principal = await this.sessions.verify(token);
      await this.sessions.revoke(principal);
    } catch {
      // An expired or unknown token has nothing left to revoke.
    }
  }

  authenticate(token: string): Promise<Principal> {
    return this.sessions.verify(token);
  }

  private async signIn(userId: string, client: ClientInfo): Promise<SignedIn> {
    const { token, expiresAt } = await this.sessions.issue(userId, client);
    return { me: await this.usersService.me(userId), token, expiresAt };
  }
}
