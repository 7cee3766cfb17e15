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
import { updateUserStateInputSchema } from '../../api/content.schemas';
import { mutation } from '../procedure-definition';

export const usersProcedures = {
  updateUserAccount: mutation({ input: updateUserAccountInputSchema, output: accountSchema }),
  updateUserProfile: mutation({ input: updateUserProfileInputSchema, output: profileSchema }),
  updateExamDates: mutation({ input: updateExamDatesInputSchema, output: z.object({ examDates: z.array(examDateSchema) }) }),
  updateUserState: mutation({ input: updateUserStateInputSchema, output: z.object({ state: userStateSchema }) }),
  updateUserSettings: mutation({ input: updateUserSettingsInputSchema, output: z.object({ settings: settingsSchema }) }),
};
