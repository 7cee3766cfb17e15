import { z } from 'zod';
import { itemSchema } from '../items/item.schemas';
import { QUESTION_RECORD_FIELDS, type QuestionRecord, questionRecordSchema } from '../items/question-record';

const RECORD_FIELDS: ReadonlySet<string> = new Set(QUESTION_RECORD_FIELDS);

/**
 * A change to a question record: any of its top-level fields but the key (imports match on it).
 * It is checked whole, with questionRecordSchema, once merged into the record (mergeRecordPatch).
 */
/** Every field a record of some type has: a patch may name only these. */
const PATCHABLE_FIELDS: ReadonlySet<string> = new Set([...itemSchema.options.flatMap((option) => Object.keys(option.shape)), ...QUESTION_RECORD_FIELDS]);

export const questionRecordPatchSchema = z
  .object({ key: z.never({ error: 'cannot be changed: imports match questions on their key' }).optional() })
  .catchall(z.unknown())
  // The values are checked once merged; a field no record has (a role, an owner) is refused here,
  // before the question is looked up.
  .superRefine((patch, ctx) => {
    const unknown = Object.keys(patch).filter((field) => !PATCHABLE_FIELDS.has(field));
    if (unknown.length > 0) ctx.addIssue({ code: 'unrecognized_keys', keys: unknown, input: patch, message: `Unrecognized key${unknown.length > 1 ? 's' : ''}: ${unknown.map((k) => `"${k}"`).join(', ')}` });
  })
  .meta({ description: 'Any top-level fields of a question record but its key; null removes an optional field' });
export type QuestionRecordPatch = z.infer<typeof questionRecordPatchSchema>;

/**
 * The record a PATCH asks for: the fields given replace the record's (null removes an optional
 * one); a patch that changes the type replaces the whole item, keeping only the bank's fields.
 * The result is unchecked: parse it with questionRecordSchema.
 */
export function mergeRecordPatch(current: QuestionRecord, patch: QuestionRecordPatch): Record<string, unknown> {
  const typeChanges = patch.type !== undefined && patch.type !== current.type;
  const base = typeChanges ? Object.fromEntries(Object.entries(current).filter(([field]) => RECORD_FIELDS.has(field))) : { ...current };
  const merged: Record<string, unknown> = { ...base, ...patch, key: current.key };
  for (const [field, value] of Object.entries(merged)) if (value === null) delete merged[field];
  return merged;
}

/**
 * The JSON Schema of a question record as imported and exported (draft 2020-12): an item with the
 * bank's fields. The checks across fields are questionRecordSchema's alone.
 */
export function questionRecordJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(questionRecordSchema, { target: 'draft-2020-12', io: 'input' }) as Record<string, unknown>;
}
