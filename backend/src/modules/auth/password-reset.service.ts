import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BackgroundTasks } from '../../common/background/background-tasks';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { MailService } from '../mail/mail.service';
import { UsersRepository } from '../users/users.repository';
import { AttemptLimiter } from './attempt-limiter';
import { LOGIN_LIMITS, RESET_LIMITS, RESET_TOKEN_TTL_MS } from './auth.constants';
import { AuthErrors } from './auth.errors';
import { PasswordResetEntity } from './entities/password-reset.entity';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: ChangeFeed,
    private readonly background: BackgroundTasks,
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
    await this.dataSource.getRepository(PasswordResetEntity).insert({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      usedAt: null,
    });
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
    const reset = await this.dataSource.getRepository(PasswordResetEntity).findOne({ where: { tokenHash } });
    if (!reset || reset.usedAt) throw AuthErrors.resetLinkInvalid();
    if (reset.expiresAt.getTime() <= Date.now()) throw AuthErrors.resetLinkExpired();
    const user = await this.users.findById(reset.userId);
    if (!user) throw AuthErrors.resetLinkInvalid();
    this.policy.assertStrong(password, user);
    const passwordHash = await this.hasher.hash(password);

    await this.dataSource.transaction(async (manager) => {
      // Claim the token atomically: of two concurrent confirmations only one updates the row.
      const claimed = await manager
        .createQueryBuilder()
        .update(PasswordResetEntity)
        .set({ usedAt: () => 'now()' })
        .where('id = :id AND used_at IS NULL AND expires_at > now()', { id: reset.id })
        .execute();
      if (claimed.affected !== 1) throw AuthErrors.resetLinkInvalid();
      await manager
        .createQueryBuilder()
        .update(PasswordResetEntity)
        .set({ usedAt: () => 'now()' })
        .where('user_id = :userId AND used_at IS NULL', { userId: user.id })
        .execute();
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      await this.sessions.revokeAllOf(user.id, currentSessionId, manager);
    });
    this.changes.changed(user.id);
    // The owner may sign in again at once, from the address that confirmed; other addresses keep their counts.
    await this.limiter.clear(
      AttemptLimiter.loginByAccount(user.email, LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowSeconds),
      AttemptLimiter.loginByAccountFrom(user.email, clientIp ?? 'unknown', LOGIN_LIMITS.perAccountFromAddress, LOGIN_LIMITS.windowSeconds),
    );
  }
}
