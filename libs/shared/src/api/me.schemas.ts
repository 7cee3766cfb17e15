import { z } from 'zod';
import { subscriptionStatusSchema } from '../access/subscription-status';
import { examDateSchema, profileSchema, roleValueSchema, settingsSchema, userStateSchema } from './account.schemas';

/** One exam the user has paid for; `exam` is the exam's id (as the access rules read it). */
const subscriptionSummarySchema = z.object({
  id: z.string(),
  exam: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
});

/** The user's one free trial; `exam` is the exam's id, like a subscription's. */
export const trialSummarySchema = z.object({
  id: z.string(),
  exam: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  sid: z.string().nullable(),
  startDate: z.date(),
  sessionStarted: z.boolean(),
  sessionStartDate: z.date().nullable(),
  sessionComplete: z.boolean(),
  sessionCompleteDate: z.date().nullable(),
});

const accessSchema = z.object({
  access: subscriptionStatusSchema,
  subscriptions: z.array(subscriptionSummarySchema),
  trial: trialSummarySchema.nullable(),
});
export type AccessSummary = z.infer<typeof accessSchema>;

/** What `auth.me` and `GET /api/auth/me` return for a signed-in user. Never a credential. */
const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
  title: z.string().nullable(),
  uniqueID: z.string(),
  instance: z.string(),
  role: z.object({ id: z.string(), value: roleValueSchema, label: z.string() }),
  profile: profileSchema,
  settings: settingsSchema,
  state: userStateSchema,
  examDates: z.array(examDateSchema),
  access: accessSchema,
});
export type Me = z.infer<typeof meSchema>;

/** `auth.me` for a visitor: `{ uid: null }`, as the product's REST endpoint answers. */
export const meOrVisitorSchema = z.union([meSchema, z.object({ uid: z.null() })]);
