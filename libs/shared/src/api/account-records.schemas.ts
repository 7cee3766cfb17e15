import { z } from 'zod';
import { SESSION_MODES } from '../sessions/session-options';

const ORDER_STATES = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;

/** Where the next page of a history starts: the last row shown (newest first). */
const historyCursorSchema = z.strictObject({ startedAt: z.date(), sessionId: z.uuid({ error: 'cursor.sessionId must be a session id' }) });
export const HISTORY_PAGE_SIZE = 25;

export const sessionHistoryInputSchema = z.strictObject({
  cursor: historyCursorSchema.nullish(),
  limit: z.int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').optional(),
});
export type SessionHistoryInput = z.infer<typeof sessionHistoryInputSchema>;

const historyEntrySchema = z.object({
  sessionId: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  mode: z.enum(SESSION_MODES),
  startedAt: z.date(),
  endedAt: z.date().nullable(),
  /** Not ended yet: it can be resumed. */
  running: z.boolean(),
  questions: z.number(),
  answered: z.number(),
  correct: z.number(),
  /** `correct` counts questions with full marks; this is the marks earned of the marks the session's questions carry. */
  percentCorrect: z.number(),
  timeSpentMs: z.number(),
});
export type SessionHistoryEntry = z.infer<typeof historyEntrySchema>;

export const sessionHistorySchema = z.object({
  sessions: z.array(historyEntrySchema),
  nextCursor: z.object({ startedAt: z.date(), sessionId: z.string() }).nullable(),
});
export type SessionHistory = z.infer<typeof sessionHistorySchema>;

const orderEntrySchema = z.object({
  orderId: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  checkoutType: z.enum(['product', 'subscribe', 'extension']),
  periodMonths: z.number(),
  currency: z.string(),
  /** Major units (54.99). */
  amount: z.number(),
  status: z.enum(ORDER_STATES),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderEntrySchema>;
export const orderHistorySchema = z.object({ orders: z.array(orderEntrySchema) });

export const receiptSchema = z.object({
  orderId: z.string(),
  examTitle: z.string(),
  checkoutType: z.enum(['product', 'subscribe', 'extension']),
  periodMonths: z.number(),
  currency: z.string(),
  listPrice: z.number(),
  discount: z.number(),
  amount: z.number(),
  paidAt: z.date(),
  /** The card charged, where the payment provider's stored data names it. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  buyer: z.object({ name: z.string(), email: z.string() }),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const changePasswordInputSchema = z.strictObject({
  currentPassword: z.string({ error: 'currentPassword is required' }).min(1, 'Enter your current password.').max(1024),
  newPassword: z
    .string({ error: 'newPassword is required' })
    .min(8, 'Use at least 8 characters.')
    .max(128, 'Use at most 128 characters.'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** What the user must type to confirm that their account is deleted. */
export const DELETE_ACCOUNT_PHRASE = 'DELETE';
export const deleteAccountInputSchema = z.strictObject({
  password: z.string({ error: 'password is required' }).min(1, 'Enter your password.').max(1024),
  confirmation: z.literal(DELETE_ACCOUNT_PHRASE, { error: `Type ${DELETE_ACCOUNT_PHRASE} to confirm.` }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
