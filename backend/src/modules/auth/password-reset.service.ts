import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { BackgroundTasks } from '../../common/background/background-tasks';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { UnitOfWork } from '../../database/unit-of-work';
import { LiveEvents } from '../live/live-events.service';
import { MailService } from '../mail/mail.service';
import { UsersRepository } from '../users/users.repository';
import { AttemptLimiter } from './attempt-limiter';
import { LOGIN_LIMITS, RESET_LIMITS, RESET_TOKEN_TTL_MS } from './auth.constants';
import { AuthErrors } from './auth.errors';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
import { PasswordResetsRepository } from './password-resets.repository';
import { SessionTokens } from './session-tokens.service';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly sessions: SessionTokens,
    private readonly limiter: AttemptLimiter,
    private readonly mail: MailService,
    private readonly resets: PasswordResetsRepository,
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: ChangeFeed,
    private readonly background: BackgroundTasks,
    private readonly live: LiveEvents,
  ) {}

  /**
   * Sends a single-use link valid for an hour. The caller learns nothing: the reply is sent before
   * anything about the address is looked at (the limit, the account, the link and its e-mail are all
   * handled afterwards, off the request path), so it is the same, after the same work, whether or not
   * the account exists or the per-account limit is reached.
   */
  request(email: string): void {
    this.background.run('password-reset e-mail', () => this.sendLink(email));
  }

  private async sendLink(email: string): Promise<void> {
    const withinLimit = await this.limiter.consume(AttemptLimiter.resetByAccount(email, RESET_LIMITS.perAccount, RESET_LIMITS.windowSeconds));
    const user = await this.users.findByEmail(email);
    if (!user || !withinLimit) return;
    const token = randomBytes(32).toString('base64url');
    await this.resets.insert(user.id, sha256(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
    const link = `${this.config.publicUrl.replace(/\/$/, '')}/login/reset?token=${token}`;
    await this.mail.send({
      to: user.email,
      subject: 'Reset your MedPrep password',
      text: `Hello ${user.firstName},\n\nSomeone (hopefully you) asked to reset the password of your MedPrep account.\nChoose a new password here within the next hour:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n\nMedPrep`,
      link,
    });
  }

  /**
   * Sets the new password if the token is valid, unused and unexpired; then every other session of
   * the user ends, as does every other outstanding reset link.
   */
  async confirm(token: string, password: string, currentSessionId: string | null, clientIp: string | null): Promise<void> {
    const tokenHash = sha256(token);
    const reset = await this.resets.findByTokenHash(tokenHash);
    if (!reset || reset.usedAt) throw AuthErrors.resetLinkInvalid();
    if (reset.expiresAt.getTime() <= Date.now()) throw AuthErrors.resetLinkExpired();
    const user = await this.users.findById(reset.userId);
    if (!user) throw AuthErrors.resetLinkInvalid();
    this.policy.assertStrong(password, user);
    const passwordHash = await this.hasher.hash(password);

    await this.unitOfWork.run(async (manager) => {
      // Claim the token atomically: of two concurrent confirmations only one updates the row.
      if (!(await this.resets.claim(reset.id, manager))) throw AuthErrors.resetLinkInvalid();
      await this.resets.useAllOf(user.id, manager);
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      await this.sessions.revokeAllOf(user.id, currentSessionId, manager);
    });
    this.changes.changed(user.id);
    this.live.revokedSessions(user.id, currentSessionId);
    // The owner may sign in again at once, from the address that confirmed; other addresses keep their counts.
    await this.limiter.clear(
      AttemptLimiter.loginByAccount(user.email, LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowSeconds),
      AttemptLimiter.loginByAccountFrom(user.email, clientIp ?? 'unknown', LOGIN_LIMITS.perAccountFromAddress, LOGIN_LIMITS.windowSeconds),
    );
  }
}
