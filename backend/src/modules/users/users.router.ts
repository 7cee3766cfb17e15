import { Inject } from '@nestjs/common';
import type { ChangePasswordInput, ExamDate, ProfileData, Settings, UserState } from '@medprep/shared';
import { usersProcedures } from '@medprep/shared/contract';
import { Ctx, Input, Mutation, Router, UseMiddlewares } from 'nestjs-trpc';
import type { Principal } from '../auth/principal';
import { RequireUser } from '../../trpc/auth.middleware';
import { UsersService, type AccountEdits } from './users.service';

type SignedIn = { user: Principal; req: { ip?: string } };

@Router({ alias: 'users' })
@UseMiddlewares(RequireUser)
export class UsersRouter {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Mutation(usersProcedures.updateUserAccount)
  updateUserAccount(@Ctx() ctx: SignedIn, @Input('data') data: { accountData: AccountEdits }) {
    return this.users.updateAccount({ userId: ctx.user.userId, sessionId: ctx.user.sessionId, ip: ctx.req.ip ?? null }, data.accountData);
  }

  @Mutation(usersProcedures.changePassword)
  changePassword(@Ctx() ctx: SignedIn, @Input() input: ChangePasswordInput) {
    return this.users.changePassword({ userId: ctx.user.userId, sessionId: ctx.user.sessionId, ip: ctx.req.ip ?? null }, input);
  }

  @Mutation(usersProcedures.updateUserProfile)
  updateUserProfile(@Ctx() ctx: SignedIn, @Input('data') data: { profileData: ProfileData }) {
    return this.users.updateProfile(ctx.user.userId, data.profileData);
  }

  @Mutation(usersProcedures.updateExamDates)
  updateExamDates(@Ctx() ctx: SignedIn, @Input('data') data: { examDates: ExamDate[] }) {
    return this.users.updateExamDates(ctx.user.userId, data.examDates);
  }

  /** Onboarding and preferences kept with the account: onboardingModalAddressed, currency. */
  @Mutation(usersProcedures.updateUserState)
  updateUserState(@Ctx() ctx: SignedIn, @Input('data') data: { stateData: Partial<UserState> }) {
    return this.users.updateState(ctx.user.userId, data.stateData);
  }

  @Mutation(usersProcedures.updateUserSettings)
  updateUserSettings(@Ctx() ctx: SignedIn, @Input('data') data: { userID: string; settingsData: Settings }) {
    return this.users.updateSettings(ctx.user.userId, data.userID, data.settingsData);
  }
}
