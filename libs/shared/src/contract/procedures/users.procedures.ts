import { z } from 'zod';
import {
  accountSchema,
  examDateSchema,
  profileSchema,
  settingsSchema,
  updateExamDatesInputSchema,
  updateUserAccountInputSchema,
  updateUserProfileInputSchema,
  updateUserSettingsInputSchema,
  userStateSchema,
} from '../../api/account.schemas';
import { changePasswordInputSchema } from '../../api/account-records.schemas';
import { updateUserStateInputSchema } from '../../api/content.schemas';
import { mutation } from '../procedure-definition';

export const usersProcedures = {
  updateUserAccount: mutation({ input: updateUserAccountInputSchema, output: accountSchema }),
  updateUserProfile: mutation({ input: updateUserProfileInputSchema, output: profileSchema }),
  updateExamDates: mutation({ input: updateExamDatesInputSchema, output: z.object({ examDates: z.array(examDateSchema) }) }),
  updateUserState: mutation({ input: updateUserStateInputSchema, output: z.object({ state: userStateSchema }) }),
  /** Needs the current password; every other session of the user ends. */
  changePassword: mutation({ input: changePasswordInputSchema, output: z.object({ ok: z.literal(true) }) }),
  updateUserSettings: mutation({ input: updateUserSettingsInputSchema, output: z.object({ settings: settingsSchema }) }),
};
