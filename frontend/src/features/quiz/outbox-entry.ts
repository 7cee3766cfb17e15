import { z } from 'zod';
import { typedResponseSchema } from '@medprep/shared';

/**
 * An answer sent and not yet acknowledged by the server (one per session and question, the latest
 * wins). Kept so that a lost connection or a closed tab loses nothing: it is sent again on
 * reconnect and on the next load. The quiz slice holds these; each one the persisted store gives
 * back is checked with this schema on its way in (`keptOutboxEntries`, loaded only when there are
 * some: app/persist/persisted-parts.ts checks only the list's shape, so that zod loads neither with
 * every page nor with the player).
 */
export const outboxEntrySchema = z.strictObject({
  sessionId: z.string().min(1).max(64),
  questionId: z.string().min(1).max(64),
  response: typedResponseSchema,
  timeMs: z.number().int().nonnegative(),
  /** 'I guessed' (absent in entries kept before it existed). */
  guessed: z.boolean().optional(),
  /** When it was first queued (Date.now()). */
  queuedAt: z.number().int().nonnegative(),
});

export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The entries of a stored outbox that are well formed; anything else is dropped. */
export function keptOutboxEntries(stored: unknown): OutboxEntry[] {
  return Array.isArray(stored) ? stored.flatMap((value) => outboxEntrySchema.safeParse(value).data ?? []) : [];
}
