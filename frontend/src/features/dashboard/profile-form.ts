import { accountDataSchema, emailSchema, Messages, profileDataSchema, type ProfileData } from '@medprep/shared';
import type { FormSchema } from '../../components/forms/useValidatedForm';
import type { SessionUser } from '../../app/session/session-user';
import { COUNTRIES } from './profile-options';

export const PROFILE_FIELDS = [
  'levelOfTraining',
  'position',
  'credentials',
  'primaryAffiliation',
  'medicalSchool',
  'yearOfGraduation',
  'yearOfStudy',
  'bio',
  'address',
  'city',
  'postalCode',
  'country',
  'website',
  'facebook',
  'instagram',
  'twitter',
  'avatar',
  'cover',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export const PROFILE_LABELS: Record<ProfileField, string> = {
  levelOfTraining: 'Level of training',
  position: 'Position',
  credentials: 'Credentials',
  primaryAffiliation: 'Primary affiliation',
  medicalSchool: 'Medical school',
  yearOfGraduation: 'Year of graduation',
  yearOfStudy: 'Year of study',
  bio: 'About you',
  address: 'Address',
  city: 'Town or city',
  postalCode: 'Postcode',
  country: 'Country',
  website: 'Website',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  avatar: 'Photo (web address)',
  cover: 'Cover image (web address)',
};

const text = (value: string | null | undefined) => value ?? '';
const num = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's strings from the user's profile. */
export function profileValues(profile: SessionUser['profile']): ProfileValues {
  return {
    levelOfTraining: text(profile.levelOfTraining),
    position: text(profile.position),
    credentials: text(profile.credentials),
    primaryAffiliation: text(profile.primaryAffiliation),
    medicalSchool: text(profile.medicalSchool),
    yearOfGraduation: num(profile.yearOfGraduation),
    yearOfStudy: num(profile.yearOfStudy),
    bio: text(profile.bio),
    address: text(profile.address),
    city: text(profile.city),
    postalCode: text(profile.postalCode),
    country: profile.country?.code ?? '',
    website: text(profile.website),
    facebook: text(profile.social.facebook),
    instagram: text(profile.social.instagram),
    twitter: text(profile.social.twitter),
    avatar: text(profile.avatar),
    cover: text(profile.cover),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const whole = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

type Issue = { path: readonly PropertyKey[]; message: string };

/** A zod message names the field when it does not already start with a capital ('must be…'). */
function withLabel(field: ProfileField, message: string): string {
  return /^[a-z]/.test(message) ? `${PROFILE_LABELS[field]} ${message}.`.replace(/\.\.$/, '.') : message;
}

const yearMessage = (field: ProfileField, value: string) =>
  value.trim() !== '' && !/^\d+$/.test(value.trim()) ? `${PROFILE_LABELS[field]} must be a whole number.` : null;

/**
 * The profile form checked with the shared `profileDataSchema`: the strings become the profile data
 * (empty → null, years → numbers, the country code → {code, id, name}, the three social links →
 * social), and each issue comes back on the form field it concerns.
 */
export const profileFormSchema: FormSchema<ProfileData> = {
  safeParse(value: unknown) {
    const values = value as ProfileValues;
    const early: Issue[] = [];
    for (const field of ['yearOfGraduation', 'yearOfStudy'] as const) {
      const message = yearMessage(field, values[field]);
      if (message) early.push({ path: [field], message });
    }
    if (early.length > 0) return { success: false, error: { issues: early } };
    const country = COUNTRIES.find((c) => c.code === values.country);
    const data = {
      levelOfTraining: orNull(values.levelOfTraining),
      position: orNull(values.position),
      credentials: orNull(values.credentials),
      primaryAffiliation: orNull(values.primaryAffiliation),
      medicalSchool: orNull(values.medicalSchool),
      yearOfGraduation: whole(values.yearOfGraduation),
      yearOfStudy: whole(values.yearOfStudy),
      bio: orNull(values.bio),
      address: orNull(values.address),
      city: orNull(values.city),
      postalCode: orNull(values.postalCode),
      country: country ? { code: country.code, id: country.id, name: country.name } : null,
      website: orNull(values.website),
      social: { facebook: orNull(values.facebook), instagram: orNull(values.instagram), twitter: orNull(values.twitter) },
      avatar: orNull(values.avatar),
      cover: orNull(values.cover),
    };
    const result = profileDataSchema.safeParse(data);
    if (result.success) return { success: true, data: result.data };
    const issues = result.error.issues.map((issue) => {
      const head = String(issue.path[0] ?? '');
      const field = (head === 'social' ? String(issue.path[1] ?? '') : head) as ProfileField;
      if (field === 'yearOfGraduation') return { path: [field], message: `Enter a year between 1950 and ${new Date().getUTCFullYear() + 10}.` };
      if (field === 'yearOfStudy') return { path: [field], message: 'Enter a year of study between 1 and 10.' };
      return { path: [field], message: withLabel(field, issue.message) };
    });
    return { success: false, error: { issues } };
  },
};

/** Refusals of the current password (to change the password or delete the account): shown on that field. */
export const CURRENT_PASSWORD_REFUSALS = ['CURRENT_PASSWORD_REQUIRED', 'CURRENT_PASSWORD_WRONG', 'TOO_MANY_ATTEMPTS'] as const;

export const ACCOUNT_FIELDS = ['title', 'firstName', 'surname', 'email', 'currentPassword'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];
export type AccountValues = Record<AccountField, string>;

export interface AccountFormData {
  title: string | null;
  firstName: string;
  surname: string;
  email: string;
  /** Sent only when the e-mail changes, which needs it. */
  currentPassword?: string;
}

/** True when the typed e-mail is another address than the account's (case and spaces aside, as the server reads it). */
export function emailChanges(typed: string, currentEmail: string): boolean {
  const parsed = emailSchema.safeParse(typed);
  return (parsed.success ? parsed.data : typed.trim().toLowerCase()) !== currentEmail.trim().toLowerCase();
}

/**
 * The account form checked with the shared `accountDataSchema`; every field is sent (title '' → none),
 * and the current password too when the e-mail changes from `currentEmail`, which requires it.
 */
export function accountFormSchema(currentEmail: string): FormSchema<AccountFormData> {
  return {
    safeParse(value: unknown) {
      const values = value as AccountValues;
      const changing = emailChanges(values.email, currentEmail);
      const result = accountDataSchema.safeParse({
        title: values.title.trim() === '' ? null : values.title,
        firstName: values.firstName,
        surname: values.surname,
        email: values.email,
        ...(changing && values.currentPassword !== '' ? { currentPassword: values.currentPassword } : {}),
      });
      const issues = result.success
        ? []
        : result.error.issues.map((issue) => ({
            path: issue.path,
            message: issue.message.replace(/^title is too long$/, 'Title is too long.'),
          }));
      if (changing && values.currentPassword === '') issues.push({ path: ['currentPassword'], message: Messages.auth.currentPasswordRequired });
      if (!result.success || issues.length > 0) return { success: false, error: { issues } };
      const data = result.data;
      return {
        success: true,
        data: {
          title: data.title ?? null,
          firstName: data.firstName ?? '',
          surname: data.surname ?? '',
          email: data.email ?? '',
          ...(data.currentPassword ? { currentPassword: data.currentPassword } : {}),
        },
      };
    },
  };
}
