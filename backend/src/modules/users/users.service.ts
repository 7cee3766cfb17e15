import { Injectable } from '@nestjs/common';
import type { ExamDate, Me, Profile, ProfileData, Settings, UserState } from '@medprep/shared';
import { FeedCache } from '../../common/cache/feed-cache';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { AccessService } from '../access/access.service';
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
}

@Injectable()
export class UsersService {
  /** The user row (with profile) as `me` reads it on every page load; dropped on any change to the account. */
  private readonly accounts: FeedCache<string, UserEntity>;

  constructor(
    private readonly users: UsersRepository,
    private readonly access: AccessService,
    private readonly changes: ChangeFeed,
  ) {
    this.accounts = new FeedCache(changes.accounts, { ttlMs: 60_000, maxEntries: 50_000 });
  }

  async me(userId: string): Promise<Me> {
    const [user, access] = await Promise.all([this.accounts.get(userId, userId, () => this.requireUser(userId)), this.access.summaryFor(userId)]);
    return toMe(user, access);
  }

  async updateAccount(userId: string, edits: AccountEdits) {
    try {
      await this.users.updateAccount(userId, edits);
      this.changes.changed(userId);
    } catch (error) {
      if (isUniqueViolation(error, 'uq_users_email')) throw UserErrors.emailTaken();
      throw error;
    }
    const user = await this.requireUser(userId);
    return { firstName: user.firstName, surname: user.surname, email: user.email, title: user.title };
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

  private async requireUser(userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw UserErrors.notFound();
    return user;
  }
}
