import { z } from 'zod';
import { Messages } from '../messages/messages';

/**
 * The checks on what enters the user store. Every issue of a schema carries the same
 * message, so `safeParse(x).error.issues[0].message` is the text to show or log.
 */
const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message);

export const sessionTokenSchema = z.object(
  {
    id: requiredId(Messages.store.invalidSessionToken),
    token: requiredId(Messages.store.invalidSessionToken),
    userId: requiredId(Messages.store.invalidSessionToken),
    expiresAt: z.date({ error: Messages.store.invalidSessionToken }),
  },
  { error: Messages.store.invalidSessionToken },
);

const trialString = z.string({ error: Messages.store.invalidTrialData });
const trialBoolean = z.boolean({ error: Messages.store.invalidTrialData });

/** The trial record kept on the client. */
export const trialRecordSchema = z.object(
  {
    exam: trialString,
    id: trialString,
    sid: trialString,
    startDate: trialString,
    questionsComplete: trialBoolean,
    sessionStarted: trialBoolean,
  },
  { error: Messages.store.invalidTrialData },
);
export type TrialRecord = z.infer<typeof trialRecordSchema>;

export const accountUpdateSchema = z.object({
  userId: requiredId(Messages.store.missingUserId),
  accountData: z.object(
    {
      firstName: z.string().optional(),
      surname: z.string().optional(),
      email: z.email().optional(),
      title: z.string().optional(),
    },
    { error: Messages.store.missingAccountData },
  ),
});

export const profileUpdateSchema = z.object({
  userId: requiredId(Messages.store.missingUserId),
  profileData: z.record(z.string(), z.unknown(), { error: Messages.store.missingProfileData }),
});

export const examDatesSchema = z.array(z.unknown(), { error: Messages.store.invalidExamDates });
