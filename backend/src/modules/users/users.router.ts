import { Inject } from '@nestjs/common';
import {
  accountSchema,
  examDateSchema,
  profileSchema,
  settingsSchema,
  updateExamDatesInputSchema,
  updateUserAccountInputSchema,
  updateUserProfileInputSchema,
  updateUserSettingsInputSchema,
  updateUserStateInputSchema,
  userStateSchema,
  type ExamDate,
  type ProfileData,
  type Settings,
  type UserState,
} from '@medprep/shared';
import { Ctx, Input, Mutation, Router, UseMiddlewares } from 'nestjs-trpc';
import { z } from 'zod';
import type { Principal } from '../auth/principal';
import { RequireUser } from '../../trpc/auth.middleware';
import { UsersService, type AccountEdits } from './users.service';

type SignedIn = { user: Principal; req: { ip?: string } };

@Router({ alias: 'users' })
@UseMiddlewares(RequireUser)
export class UsersRouter {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Mutation({ input: updateUserAccountInputSchema, output: accountSchema })
  updateUserAccount(@Ctx() ctx: SignedIn, @Input('data') data: { accountData: AccountEdits }) {
    return this.users.updateAccount({ userId: ctx.user.userId, sessionId: ctx.user.sessionId, ip: ctx.req.ip ?? null }, data.accountData);
  }

  @Mutation({ input: updateUserProfileInputSchema, output: profileSchema })
  updateUserProfile(@Ctx() ctx: SignedIn, @Input('data') data: { profileData: ProfileData }) {
    return this.users.updateProfile(ctx.user.userId, data.profileData);
  }

  @Mutation({ input: updateExamDatesInputSchema, output: z.object({ examDates: z.array(examDateSchema) }) })
  updateExamDates(@Ctx() ctx: SignedIn, @Input('data') data: { examDates: ExamDate[] }) {
    return this.users.updateExamDates(ctx.user.userId, data.examDates);
  }

  /** Onboarding and preferences kept with the account: onboardingModalAddressed, currency. */
  @Mutation({ input: updateUserStateInputSchema, output: z.object({ state: userStateSchema }) })
  updateUserState(@Ctx() ctx: SignedIn, @Input('data') data: { stateData: Partial<UserState> }) {
    return this.users.updateState(ctx.user.userId, data.stateData);
  }

  @Mutation({ input: updateUserSettingsInputSchema, output: z.object({ settings: settingsSchema }) })
  updateUserSettings(@Ctx() ctx: SignedIn, @Input('data') data: { userID: string; settingsData: Settings }) {
    return this.users.updateSettings(ctx.user.userId, data.userID, data.settingsData);
  }
}
