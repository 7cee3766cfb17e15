import { Injectable } from '@nestjs/common';
import type { ChangePasswordInput, ExamDate, Me, Profile, ProfileData, Settings, UserState } from '@medprep/shared';
import { FeedCache } from '../../common/cache/feed-cache';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { UnitOfWork } from '../../database/unit-of-work';
import { BackgroundTasks } from '../../common/background/background-tasks';
import { AccessService } from '../access/access.service';
import { CurrentPasswordCheck } from '../auth/current-password-check';
import { PasswordHasher } from '../auth/password-hasher';
import { PasswordPolicy } from '../auth/password-policy';
import { SessionTokens } from '../auth/session-tokens.service';
import { LiveEvents } from '../live/live-events.service';
import { MailService } from '../mail/mail.service';
import type { UserEntity } from './entities/user.entity';
import { toMe, toProfile } from './user.mapper';
import { isUniqueViolation } from '../../common/errors/database-errors';
import { UsersRepository } from './users.repository';
import { UserErrors } from './users.errors';

export interface AccountEdits {
  firstName?: string;
  surname?: string;
  email?: string;
  title?: string | null;
  /** Required when the e-mail changes. */
  currentPassword?: string;
}

/** Who is changing their account, from which session and address. */
interface AccountEditor {
  userId: string;
  sessionId: string;
  ip: string | null;
}

@Injectable()
export class UsersService {
  /** The user row (with profile) as `me` reads it on every page load; dropped on any change to the account. */
  private readonly accounts: FeedCache<string, UserEntity>;

  constructor(
    private readonly users: UsersRepository,
    private readonly access: AccessService,
    private readonly changes: ChangeFeed,
    private readonly unitOfWork: UnitOfWork,
    private readonly mail: MailService,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly sessions: SessionTokens,
    private readonly background: BackgroundTasks,
    private readonly live: LiveEvents,
    private readonly policy: PasswordPolicy,
    private readonly hasher: PasswordHasher,
  ) {
    this.accounts = new FeedCache(changes.accounts, { ttlMs: 60_000, maxEntries: 50_000 });
  }

  async me(userId: string): Promise<Me> {
    const [user, access] = await Promise.all([this.accounts.get(userId, userId, () => this.requireUser(userId)), this.access.summaryFor(userId)]);
    return toMe(user, access);
  }

  /**
   * Changes the name, title or sign-in e-mail. A new e-mail needs the current password; once it is
   * changed every other session of the user ends, and the old address is told (after the reply), so
   * that whoever holds a stolen session cannot quietly take the account over.
   */
  async updateAccount(editor: AccountEditor, edits: AccountEdits) {
    const { currentPassword, ...changes } = edits;
    const before = await this.requireUser(editor.userId);
    const emailChanged = changes.email !== undefined && changes.email !== before.email;
    if (!emailChanged) delete changes.email;
    else await this.currentPassword.assert(before.email, currentPassword, editor.ip);
    try {
      await this.unitOfWork.run(async (manager) => {
        await this.users.updateAccount(editor.userId, changes, manager);
        if (emailChanged) await this.sessions.revokeAllOf(editor.userId, editor.sessionId, manager);
      });
      this.changes.changed(editor.userId);
      if (emailChanged) this.live.revokedSessions(editor.userId, editor.sessionId);
    } catch (error) {
      if (isUniqueViolation(error, 'uq_users_email')) throw UserErrors.emailTaken();
      throw error;
    }
    if (emailChanged) this.tellOldAddress(before, changes.email!);
    const user = await this.requireUser(editor.userId);
    return { firstName: user.firstName, surname: user.surname, email: user.email, title: user.title };
  }

  /**
   * Changes the password, built as the e-mail change is: the current password is asked again (a
   * wrong one counts as a failed sign-in), the new one meets the password policy, every other
   * session of the user ends, and the address is told after the reply.
   */
  async changePassword(editor: AccountEditor, input: ChangePasswordInput): Promise<{ ok: true }> {
    const user = await this.requireUser(editor.userId);
    await this.currentPassword.assert(user.email, input.currentPassword, editor.ip);
    this.policy.assertStrong(input.newPassword, user);
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.unitOfWork.run(async (manager) => {
      await this.users.setPasswordHash(editor.userId, passwordHash, manager);
      await this.sessions.revokeAllOf(editor.userId, editor.sessionId, manager);
    });
    this.changes.changed(editor.userId);
    this.live.revokedSessions(editor.userId, editor.sessionId);
    this.background.run('password change notice', () =>
      this.mail.send({
        to: user.email,
        subject: 'The password of your MedPrep account was changed',
        text: `Hello ${user.firstName},\n\nThe password of your MedPrep account was changed, and every other device was signed out.\n\nIf you did not do this, reset your password at once from the sign-in page and contact us: someone else may have access to your account.\n\nMedPrep`,
      }),
    );
    return { ok: true };
  }

  async updateProfile(userId: string, data: ProfileData): Promise<Profile> {
    await this.requireUser(userId);
    const profile = await this.users.mergeProfile(userId, data);
    this.changes.changed(userId);
    return toProfile(userId, profile);
  }

  /** Replaces the user's exam dates; each names an exam of the catalogue (by slug or id, saved as its slug). */
  async updateExamDates(userId: string, examDates: ExamDate[]): Promise<{ examDates: ExamDate[] }> {
    const slugs = await this.users.examSlugsByRef([...new Set(examDates.map((d) => d.examSlug))]);
    const unknown = examDates.findIndex((d) => !slugs.has(d.examSlug));
    if (unknown >= 0) throw UserErrors.unknownExam(`data.examDates.${unknown}.examSlug`, examDates[unknown].examSlug);
    const sorted = examDates.map((d) => ({ examSlug: slugs.get(d.examSlug)!, date: d.date })).sort((a, b) => a.date.localeCompare(b.date));
    await this.users.setExamDates(userId, sorted);
    this.changes.changed(userId);
    return { examDates: sorted };
  }

  async updateState(userId: string, changes: Partial<UserState>): Promise<{ state: UserState }> {
    const user = await this.requireUser(userId);
    const state = { ...user.state, ...changes };
    await this.users.setState(userId, state);
    this.changes.changed(userId);
    return { state };
  }

  async updateSettings(callerId: string, targetUserId: string, settings: Settings): Promise<{ settings: Settings }> {
    if (callerId !== targetUserId) throw UserErrors.notYou();
    await this.users.setSettings(callerId, settings);
    this.changes.changed(callerId);
    return { settings };
  }

  private tellOldAddress(before: UserEntity, newEmail: string) {
    this.background.run('e-mail change notice', () =>
      this.mail.send({
        to: before.email,
        subject: 'The e-mail address of your MedPrep account was changed',
        text: `Hello ${before.firstName},\n\nThe sign-in e-mail of your MedPrep account was changed from this address to ${newEmail}, and every other device was signed out.\n\nIf you did not do this, reply to this e-mail or contact us at once: someone else may have access to your account.\n\nMedPrep`,
      }),
    );
  }

  private async requireUser(userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw UserErrors.notFound();
    return user;
  }
}
