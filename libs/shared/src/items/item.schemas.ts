import { z } from 'zod';
import { CHOOSE_PICKS, CHOOSE_RESPONSES, EMQ_OPTIONS, EMQ_STEMS, ITEM_KEYS, ITEM_TYPES, type ItemKey, type ItemType, MTF_STATEMENTS, RANKING_RESPONSES, SBA_OPTIONS } from './item-types';
import { itemKeySchema } from './item-keys';

// Messages name no field and end without a full stop: whoever shows them puts the path in front.
const text = (min: number, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'contains a NUL character');

const list = <T extends z.ZodType>(item: T, min: number, max: number, what: string) =>
  z
    .array(item, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list') })
    .min(min, min === 1 ? `must have at least one ${what.replace(/s$/, '')}` : `must have at least ${min} ${what}`)
    .max(max, `must have at most ${max} ${what}`);

const CURRENT_YEAR_BOUND = 2100;

/** A dated source for the item's teaching: a guideline, a textbook chapter, a formulary entry. */
export const itemReferenceSchema = z.strictObject({
  title: text(3, 300),
  publisher: text(2, 200),
  /** The publisher's code for the document, e.g. NG136. */
  code: text(1, 50).optional(),
  year: z
    .number({ error: 'must be a year' })
    .int('must be a whole year')
    .min(1950, 'must be 1950 or later')
    .max(CURRENT_YEAR_BOUND, `must be ${CURRENT_YEAR_BOUND} or earlier`),
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).max(2000, 'must be at most 2000 characters').optional(),
});
export type ItemReference = z.infer<typeof itemReferenceSchema>;

export const MEDIA_KINDS = ['png', 'jpeg', 'webp', 'svg'] as const;
export const MAX_MEDIA_PER_ITEM = 4;

/** An absolute http(s) address, or a path on our own server without `..` segments. */
const MEDIA_SRC = /^(?:https?:\/\/[^\s"'<>]+|(?!.*\/\.\.(?:\/|$))\/[A-Za-z0-9._~\-/]+)$/;

const mediaShape = {
  kind: z.enum(MEDIA_KINDS, { error: 'must be one of png, jpeg, webp or svg' }),
  src: z.string({ error: 'is required' }).max(2000, 'must be at most 2000 characters').regex(MEDIA_SRC, 'must be an http(s) address or a path beginning with /'),
  /** What the image shows, for a reader who cannot see it. */
  alt: text(3, 1000).describe('What the image shows, for a reader who cannot see it'),
  caption: text(1, 500).optional(),
  width: z.number({ error: 'must be a number' }).int('must be whole pixels').min(1, 'must be at least 1').max(10_000, 'must be at most 10000').optional(),
  height: z.number({ error: 'must be a number' }).int('must be whole pixels').min(1, 'must be at least 1').max(10_000, 'must be at most 10000').optional(),
};
export const itemMediaSchema = z.strictObject(mediaShape);
/** The same image as the player receives it (nothing in it is secret). */
export const playerMediaSchema = z.object(mediaShape);
export type ItemMedia = z.infer<typeof itemMediaSchema>;

/** What every type carries besides its own parts. */
const common = {
  /** The teaching point of the whole item, shown once the key is revealed. */
  explanation: text(20, 6000),
  references: list(itemReferenceSchema, 1, 10, 'references'),
  media: list(itemMediaSchema, 0, MAX_MEDIA_PER_ITEM, 'images').optional(),
};

const stem = text(20, 4000);

/** Adds an issue at `path` for every entry of `entries` whose key is not the next letter (A, B, C…). */
function checkKeysInOrder(entries: ReadonlyArray<{ key: ItemKey }>, path: string, ctx: z.RefinementCtx): void {
  entries.forEach((entry, i) => {
    if (entry.key !== ITEM_KEYS[i]) {
      ctx.addIssue({ code: 'custom', path: [path, i, 'key'], message: `must be ${ITEM_KEYS[i]}: keys run A, B, C… in order` });
    }
  });
}

/** Adds an issue at `path` when `key` is none of the keys of `entries`. */
function checkKeyAmong(key: ItemKey, entries: ReadonlyArray<{ key: ItemKey }>, path: Array<string | number>, ctx: z.RefinementCtx): void {
  if (!entries.some((entry) => entry.key === key)) {
    ctx.addIssue({ code: 'custom', path, message: `must be one of the keys ${entries.map((e) => e.key).join(', ')}` });
  }
}

const explainedOption = z.strictObject({
  key: itemKeySchema,
  text: text(1, 500),
  /** Why this option is right or wrong. */
  explanation: text(1, 2000),
});

export const sbaItemSchema = z
  .strictObject({
    type: z.literal('sba'),
    stem,
    options: list(explainedOption, SBA_OPTIONS.min, SBA_OPTIONS.max, 'options'),
    answer: itemKeySchema.describe('The key of the one right option'),
    ...common,
  })
  .superRefine((item, ctx) => {
    checkKeysInOrder(item.options, 'options', ctx);
    checkKeyAmong(item.answer, item.options, ['answer'], ctx);
  });

export const mtfItemSchema = z.strictObject({
  type: z.literal('mtf'),
  stem,
  statements: list(
    z.strictObject({
      text: text(3, 500),
      answer: z.boolean({ error: 'must be true or false' }),
      explanation: text(1, 2000),
    }),
    MTF_STATEMENTS.min,
    MTF_STATEMENTS.max,
    'statements',
  ),
  ...common,
});

export const emqItemSchema = z
  .strictObject({
    type: z.literal('emq'),
    theme: text(3, 200),
    /** The instruction shared by the stems, e.g. "For each patient, choose the most likely diagnosis". */
    leadIn: text(10, 500),
    options: list(
      z.strictObject({ key: itemKeySchema, text: text(1, 300), explanation: text(1, 2000).optional() }),
      EMQ_OPTIONS.min,
      EMQ_OPTIONS.max,
      'options',
    ),
    stems: list(
      z.strictObject({ stem, answer: itemKeySchema, explanation: text(1, 2000) }),
      EMQ_STEMS.min,
      EMQ_STEMS.max,
      'stems',
    ),
    ...common,
  })
  .superRefine((item, ctx) => {
    checkKeysInOrder(item.options, 'options', ctx);
    item.stems.forEach((s, i) => checkKeyAmong(s.answer, item.options, ['stems', i, 'answer'], ctx));
  });

const keyList = (count: number) =>
  z
    .array(itemKeySchema, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of keys') })
    .length(count, `must list exactly ${count} keys`)
    .refine((keys) => new Set(keys).size === keys.length, 'must not repeat a key');

export const rankingItemSchema = z
  .strictObject({
    type: z.literal('ranking'),
    stem,
    responses: list(explainedOption, RANKING_RESPONSES, RANKING_RESPONSES, 'responses'),
    /** The responses from most to least appropriate. */
    idealOrder: keyList(RANKING_RESPONSES).describe('The five response keys from most to least appropriate'),
    ...common,
  })
  .superRefine((item, ctx) => {
    checkKeysInOrder(item.responses, 'responses', ctx);
    item.idealOrder.forEach((key, i) => checkKeyAmong(key, item.responses, ['idealOrder', i], ctx));
  });

export const chooseItemSchema = z
  .strictObject({
    type: z.literal('choose'),
    stem,
    responses: list(explainedOption, CHOOSE_RESPONSES, CHOOSE_RESPONSES, 'responses'),
    /** The three right responses. */
    answers: keyList(CHOOSE_PICKS).describe('The keys of the three right responses'),
    ...common,
  })
  .superRefine((item, ctx) => {
    checkKeysInOrder(item.responses, 'responses', ctx);
    item.answers.forEach((key, i) => checkKeyAmong(key, item.responses, ['answers', i], ctx));
  });

const finite = (what: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? 'is required' : `must be ${what}`) }).refine(Number.isFinite, `must be ${what}`);

export const numericItemSchema = z.strictObject({
  type: z.literal('numeric'),
  stem,
  value: finite('a finite number'),
  /** Shown beside the input; empty for a pure number such as a number needed to treat. */
  unit: z.string({ error: 'is required (empty for none)' }).trim().max(30, 'must be at most 30 characters'),
  /** Absolute: a response within `value ± tolerance` scores. */
  tolerance: finite('a finite number')
    .refine((t) => t >= 0, 'must be 0 or more')
    .describe('Absolute: a response within value ± tolerance scores'),
  /** The decimal places the answer is given to, as a hint for the input. */
  decimals: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(6, 'must be at most 6').optional(),
  ...common,
});

const unionError = (issue: { code?: string }) =>
  issue.code === 'invalid_union' ? `must be one of ${ITEM_TYPES.join(', ')}` : issue.code === 'invalid_type' ? 'must be an item: an object with a type' : undefined;

/** One item's body as stored (versioned JSONB), imported and exported: every type, keyed on `type`. */
export const itemSchema = z
  .discriminatedUnion('type', [sbaItemSchema, mtfItemSchema, emqItemSchema, rankingItemSchema, chooseItemSchema, numericItemSchema], { error: unionError })
  .meta({ title: 'Item', description: 'One exam item of any type: its parts, keys, explanations, references and images' });

export type SbaItem = z.infer<typeof sbaItemSchema>;
export type MtfItem = z.infer<typeof mtfItemSchema>;
export type EmqItem = z.infer<typeof emqItemSchema>;
export type RankingItem = z.infer<typeof rankingItemSchema>;
export type ChooseItem = z.infer<typeof chooseItemSchema>;
export type NumericItem = z.infer<typeof numericItemSchema>;
export type Item = z.infer<typeof itemSchema>;
export type ItemOfType<T extends ItemType> = Extract<Item, { type: T }>;

export interface ItemIssue {
  /** Where in the item, e.g. `options[2].key` (empty for the item itself). */
  path: string;
  message: string;
}

export function issuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((at, part) => (typeof part === 'number' ? `${at}[${part}]` : at === '' ? String(part) : `${at}.${String(part)}`), '');
}

/** The issues of a failed parse as `path: message` pairs, for import reports and admin forms. */
export function itemIssues(error: z.ZodError): ItemIssue[] {
  return error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
}

export type ItemParse = { ok: true; item: Item } | { ok: false; issues: ItemIssue[] };

export function parseItem(raw: unknown): ItemParse {
  const parsed = itemSchema.safeParse(raw);
  return parsed.success ? { ok: true, item: parsed.data } : { ok: false, issues: itemIssues(parsed.error) };
}

/** One type's schema with more fields (those of `S` replace any of the same name). */
type WithFields<T extends z.ZodObject, S extends z.ZodRawShape> = z.ZodObject<Omit<T['shape'], keyof S> & S, z.core.$strict>;

/** The item schema with the fields `S` on every type. */
export type ItemSchemaWith<S extends z.ZodRawShape> = z.ZodDiscriminatedUnion<
  [
    WithFields<typeof sbaItemSchema, S>,
    WithFields<typeof mtfItemSchema, S>,
    WithFields<typeof emqItemSchema, S>,
    WithFields<typeof rankingItemSchema, S>,
    WithFields<typeof chooseItemSchema, S>,
    WithFields<typeof numericItemSchema, S>,
  ],
  'type'
>;

/**
 * The item schema with more fields on every type — an import line's key and topic, say — keeping
 * the checks across fields and the refusal of unknown ones.
 */
export function itemSchemaWith<S extends z.ZodRawShape>(shape: S): ItemSchemaWith<S> {
  // TypeScript widens safeExtend's result over a generic shape to an index signature; the declared
  // return type keeps each type's fields.
  return z.discriminatedUnion(
    'type',
    [
      sbaItemSchema.safeExtend(shape),
      mtfItemSchema.safeExtend(shape),
      emqItemSchema.safeExtend(shape),
      rankingItemSchema.safeExtend(shape),
      chooseItemSchema.safeExtend(shape),
      numericItemSchema.safeExtend(shape),
    ],
    { error: unionError },
  ) as unknown as ItemSchemaWith<S>;
}
