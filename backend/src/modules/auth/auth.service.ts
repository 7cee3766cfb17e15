import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Me, RegisterInput } from '@medprep/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../common/errors/database-errors';
import { UsersRepository } from '../users/users.repository';
import { UserErrors } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import { AttemptLimiter } from './attempt-limiter';
import { LOGIN_LIMITS } from './auth.constants';
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

  async register(input: RegisterInput, client: ClientInfo): Promise<SignedIn> {
    this.policy.assertStrong(input.password, input);
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
   * Checks the limits first, then the password. A wrong e-mail and a wrong password get the same
   * answer after the same work (a decoy hash is verified), so neither reveals which accounts exist.
   */
  async login(email: string, password: string, client: ClientInfo): Promise<SignedIn> {
    const byAccount = AttemptLimiter.loginByAccount(email, LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowSeconds);
    const byIp = AttemptLimiter.loginByIp(client.ip ?? 'unknown', LOGIN_LIMITS.perIp, LOGIN_LIMITS.windowSeconds);
    // Every sign-in decision is logged with the account and address, never the password.
    const logged = { event: 'auth.login', email, ip: client.ip ?? null };
    try {
      await this.limiter.assertNotExceeded(byAccount, byIp);
    } catch (error) {
      this.logger.warn({ ...logged, outcome: 'blocked' }, 'Sign-in refused: too many failed attempts');
      throw error;
    }
    const credentials = await this.users.findCredentials(email);
    const ok = await this.hasher.verify(credentials?.passwordHash ?? null, password);
    if (!credentials || !ok) {
      await this.limiter.recordFailure(byAccount, byIp);
      this.logger.warn({ ...logged, outcome: 'failure' }, 'Sign-in failed');
      throw AuthErrors.invalidCredentials();
    }
    await this.limiter.clear(byAccount);
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
