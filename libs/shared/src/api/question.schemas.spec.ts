import { describe, expect, it } from 'vitest';
import { mtfItem, sbaItem } from '../items/item.fixtures';
import { type QuestionRecord, questionRecordSchema } from '../items/question-record';
import { mergeRecordPatch, questionRecordJsonSchema, questionRecordPatchSchema } from './question.schemas';

const bank = { key: 'mrcp-1-001', exam: 'mrcp-1', topic: 'Cardiology', status: 'draft', sample: false } as const;
const record = (item = sbaItem(4, 'B')): QuestionRecord => ({ ...item, ...bank, media: [{ kind: 'svg', src: '/media/samples/ecg-rhythm-01.svg', alt: 'A rhythm strip' }] });

describe('questionRecordPatchSchema', () => {
  it('should refuse a field no record of any type has, naming it', () => {
    const smuggled = questionRecordPatchSchema.safeParse({ topic: 'Renal', role: 'admin', userId: 'x' });
    expect(smuggled.success).toBe(false);
    expect(smuggled.error?.issues.map((i) => i.message)).toEqual(['Unrecognized keys: "role", "userId"']);
    expect(questionRecordPatchSchema.safeParse({ statements: [], idealOrder: [], tolerance: 1, sample: true }).success).toBe(true);
  });

  it('should take any fields of a record but the key', () => {
    expect(questionRecordPatchSchema.safeParse({ topic: 'Renal', options: [] }).success).toBe(true);
    const keyed = questionRecordPatchSchema.safeParse({ key: 'mrcp-1-002' });
    expect(keyed.success).toBe(false);
    expect(keyed.error?.issues.map((i) => [i.path, i.message])).toEqual([[['key'], 'cannot be changed: imports match questions on their key']]);
  });
});

describe('mergeRecordPatch', () => {
  it('should replace the fields given and keep the others', () => {
    const merged = questionRecordSchema.parse(mergeRecordPatch(record(), { topic: 'Renal', answer: 'C' }));
    expect(merged).toEqual({ ...record(), topic: 'Renal', answer: 'C' });
  });

  it('should remove an optional field given as null', () => {
    expect(mergeRecordPatch(record(), { media: null })).not.toHaveProperty('media');
  });

  it("should replace the whole item when the type changes, keeping the bank's fields", () => {
    expect(questionRecordSchema.parse(mergeRecordPatch(record(), mtfItem()))).toEqual({ ...mtfItem(), ...bank });
  });

  it('should leave a record the schema refuses when the change breaks it', () => {
    const parsed = questionRecordSchema.safeParse(mergeRecordPatch(record(), { answer: 'H' }));
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['answer']]);
  });
});

describe('questionRecordJsonSchema', () => {
  it('should describe every type with the fields of the bank', () => {
    const schema = questionRecordJsonSchema() as { oneOf: Array<{ properties: Record<string, unknown>; required: string[] }> };
    expect(schema.oneOf).toHaveLength(6);
    for (const variant of schema.oneOf) expect(variant.required).toEqual(expect.arrayContaining(['key', 'exam', 'topic', 'type']));
  });
});
