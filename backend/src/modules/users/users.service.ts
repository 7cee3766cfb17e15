import { Injectable } from '@nestjs/common';
import type { ExamDate, Me, Profile, ProfileData, Settings, UserState } from '@medprep/shared';
import { AccessService } from '../access/access.service';
import type { UserEntity } from './entities/user.entity';
import { toMe, toProfile } from './user.mapper';
import { isUniqueViolation } from '../../common/errors/database-errors';
import { UsersRepository } from './users.repository';
import { UserErrors } from './users.errors';

export interface AccountChanges {
  firstName?: string;
  surname?: string;
  email?: string;
  title?: string | null;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly access: AccessService,
  ) {}

  async me(userId: string): Promise<Me> {
    const [user, access] = await Promise.all([this.requireUser(userId), this.access.summaryFor(userId)]);
    return toMe(user, access);
  }

  async updateAccount(userId: string, changes: AccountChanges) {
    try {
      await this.users.updateAccount(userId, changes);
    } catch (error) {
      if (isUniqueViolation(error, 'uq_users_email')) throw UserErrors.emailTaken();
      throw error;
    }
    const user = await this.requireUser(userId);
    return { firstName: user.firstName, surname: user.surname, email: user.email, title: user.title };
  }

  async updateProfile(userId: string, data: ProfileData): Promise<Profile> {
    await this.requireUser(userId);
    return toProfile(userId, await this.users.mergeProfile(userId, data));
  }

  async updateExamDates(userId: string, examDates: ExamDate[]): Promise<{ examDates: ExamDate[] }> {
    const sorted = [...examDates].sort((a, b) => a.date.localeCompare(b.date));
    await this.users.setExamDates(userId, sorted);
    return { examDates: sorted };
  }

  async updateState(userId: string, changes: Partial<UserState>): Promise<{ state: UserState }> {
    const user = await this.requireUser(userId);
    const state = { ...user.state, ...changes };
    await this.users.setState(userId, state);
    return { state };
  }

  async updateSettings(callerId: string, targetUserId: string, settings: Settings): Promise<{ settings: Settings }> {
    if (callerId !== targetUserId) throw UserErrors.notYou();
    await this.users.setSettings(callerId, settings);
    return { settings };
  }

  private async requireUser(userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw UserErrors.notFound();
    return user;
  }
}
