import { z } from 'zod';
import { type Item, itemSchemaWith } from './item.schemas';
import { ITEM_STATUSES, type ItemStatus } from './lifecycle';

/** A question's status: its served version's place in the lifecycle (see lifecycle.ts). */
export const QUESTION_STATUSES = ITEM_STATUSES;
export type QuestionStatus = ItemStatus;
/** The statuses an imported or seeded record may arrive in: written (draft) or already reviewed and published (live). */
export const RECORD_STATUSES = ['draft', 'live'] as const;

/** The stable import key of a question (e.g. mrcp-1-001): importing it again updates rather than duplicates. */
export const questionKeySchema = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{2,80}$/, 'must be 3–81 lower-case letters, digits and dashes');

/**
 * One question as seeded, imported, exported or written by an admin: an item of any type with the
 * bank's own fields (its key, exam, topic, status and whether it is sample content).
 */
export const questionRecordSchema = itemSchemaWith({
  key: questionKeySchema,
  /** The exam's slug (or id). */
  exam: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  topic: z.string({ error: 'is required' }).trim().min(2, 'must be at least 2 characters').max(100, 'must be at most 100 characters'),
  status: z.enum(RECORD_STATUSES, { error: 'must be draft or live' }).default('live'),
  sample: z.boolean({ error: 'must be true or false' }).default(false),
  /** The day a reviewer last checked the item against its references (YYYY-MM-DD). */
  reviewedAt: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional(),
  /** When this record changes an item that exists: what changed, in a sentence a reader understands. Present, the new version is a correction and readers of older versions are told. */
  changeNote: z.string({ error: 'must be text' }).trim().min(10, 'must be at least 10 characters').max(500, 'must be at most 500 characters').optional(),
});
export type QuestionRecord = z.infer<typeof questionRecordSchema>;
/** A record as written (before defaults): status and sample may be left out. */
export type QuestionRecordInput = z.input<typeof questionRecordSchema>;

/** The fields of a record that belong to the bank rather than to its item. */
export const QUESTION_RECORD_FIELDS = ['key', 'exam', 'topic', 'status', 'sample', 'reviewedAt', 'changeNote'] as const;

/** The item of a record: its body as stored, without the bank's own fields. */
export function itemOfRecord(record: QuestionRecord): Item {
  const body: Record<string, unknown> = { ...record };
  for (const field of QUESTION_RECORD_FIELDS) delete body[field];
  return body as Item;
}

/**
 * The item's text for lists, search and notes: the stem (an EMQ set's theme and lead-in), which
 * the `questions.stem` column keeps beside the body.
 */
export function itemListingText(item: Item): string {
  return item.type === 'emq' ? `${item.theme}: ${item.leadIn}` : item.stem;
}
