import { z } from 'zod';
import { SUPPORTED_CURRENCIES } from '../money/currency';
import { examDateYearProblem } from '../users/exam-date-year';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;

const themeSchema = z.enum(['light', 'dark']);
export type Theme = z.infer<typeof themeSchema>;

/** `editor` works on content (the editor console); `admin` on everything. */
export const roleValueSchema = z.enum(['user', 'editor', 'admin']);
export type RoleValue = z.infer<typeof roleValueSchema>;

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'email is too long')
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }));

const passwordSchema = z
  .string({ error: 'password is required' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

const personName = (field: string) =>
  z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(NAME_MAX_LENGTH, `${field} is too long`);

/** Sign-up, login and password reset refuse unknown fields, as every other input does. */
export const registerInputSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: personName('First name'),
  surname: personName('Surname'),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(1024),
});

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export const passwordResetConfirmSchema = z.strictObject({
  token: z.string().min(16, 'The reset link is incomplete.').max(200),
  password: passwordSchema,
});

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).nullable().optional();
const optionalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' })])
  .nullable()
  .optional();
const currentYear = new Date().getUTCFullYear();

const countrySchema = z.object({
  code: z.string().trim().max(3),
  id: z.string().trim().max(64),
  name: z.string().trim().max(100),
});

const socialSchema = z.strictObject({
  facebook: optionalUrl,
  instagram: optionalUrl,
  twitter: optionalUrl,
});

/** Every profile field; all optional, unknown fields refused. */
export const profileDataSchema = z.strictObject({
  address: optionalText(300),
  avatar: optionalUrl,
  bio: optionalText(2000),
  city: optionalText(100),
  country: z.strictObject(countrySchema.shape).nullable().optional(),
  cover: optionalUrl,
  postalCode: optionalText(20),
  social: socialSchema.optional(),
  website: optionalUrl,
  levelOfTraining: optionalText(100),
  credentials: optionalText(200),
  position: optionalText(200),
  primaryAffiliation: optionalText(200),
  medicalSchool: optionalText(200),
  yearOfGraduation: z.number().int().min(1950).max(currentYear + 10).nullable().optional(),
  yearOfStudy: z.number().int().min(1).max(10).nullable().optional(),
});
export type ProfileData = z.infer<typeof profileDataSchema>;

export const profileSchema = z.object({
  id: z.string(),
  address: z.string().nullable(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  country: countrySchema.nullable(),
  cover: z.string().nullable(),
  postalCode: z.string().nullable(),
  social: z.object({ facebook: z.string().nullable(), instagram: z.string().nullable(), twitter: z.string().nullable() }),
  website: z.string().nullable(),
  levelOfTraining: z.string().nullable(),
  credentials: z.string().nullable(),
  position: z.string().nullable(),
  primaryAffiliation: z.string().nullable(),
  medicalSchool: z.string().nullable(),
  yearOfGraduation: z.number().nullable(),
  yearOfStudy: z.number().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const accountDataSchema = z.strictObject({
  firstName: personName('First name').optional(),
  surname: personName('Surname').optional(),
  email: emailSchema.optional(),
  title: z.string().trim().max(20, 'title is too long').nullable().optional(),
  /** Required when the e-mail changes: whoever holds a signed-in browser must still know the password. */
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024).optional(),
});

export const examDateSchema = z.strictObject({
  examSlug: z.string().trim().min(1).max(100),
  date: z.iso.date({ error: 'must be a date like 2027-03-14' }),
});
export type ExamDate = z.infer<typeof examDateSchema>;

/** An exam date as a user sets it: its year must also be plausible today (a stored one is read as it is). */
export const examDateInputSchema = z.strictObject({
  examSlug: examDateSchema.shape.examSlug,
  date: examDateSchema.shape.date.superRefine((date, ctx) => {
    const problem = examDateYearProblem(date, new Date());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** A currency the catalogue is priced in, as a user saves it ('GBP' is read as 'gbp'). */
const savedCurrencySchema = z
  .string({ error: 'currency must be a currency code such as gbp' })
  .trim()
  .toLowerCase()
  .pipe(z.enum(SUPPORTED_CURRENCIES, { error: `currency must be one of ${SUPPORTED_CURRENCIES.join(', ')}` }));

/** The user's preferences: the theme, and the currency they last picked or paid in (absent until then). */
export const settingsSchema = z.object({ theme: themeSchema, currency: savedCurrencySchema.optional() });
export type Settings = z.infer<typeof settingsSchema>;

export const userStateSchema = z.object({
  onboardingModalAddressed: z.boolean(),
  currency: z.string(),
});
export type UserState = z.infer<typeof userStateSchema>;

export const updateUserAccountInputSchema = z.strictObject({ data: z.strictObject({ accountData: accountDataSchema }) });
export const updateUserProfileInputSchema = z.strictObject({ data: z.strictObject({ profileData: profileDataSchema }) });
export const updateExamDatesInputSchema = z.strictObject({
  data: z.strictObject({ examDates: z.array(examDateInputSchema, { error: 'exam dates must be an array' }).max(30) }),
});
export const updateUserSettingsInputSchema = z.strictObject({
  data: z.strictObject({
    userID: z.string().min(1),
    // Either or both: the settings not named keep their saved value.
    settingsData: z.strictObject({ theme: themeSchema.optional(), currency: savedCurrencySchema.optional() }),
  }),
});

/** The account fields as `users.updateUserAccount` returns them after a change. */
export const accountSchema = z.object({
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  title: z.string().nullable(),
});
