import { z } from 'zod';
import { CHOOSE_PICKS, EMQ_STEMS, type ItemKey, type ItemType, MTF_STATEMENTS, RANKING_RESPONSES } from './item-types';
import { itemKeySchema } from './item-keys';
import type { Item } from './item.schemas';

const keys = (max: number, what: string) =>
  z
    .array(itemKeySchema, { error: `must be a list of ${what}` })
    .min(1, `must list at least one ${what.replace(/s$/, '')}`)
    .max(max, `must list at most ${max} ${what}`);

/** The candidate's response to each type, as sent on the wire. */
export const sbaResponseSchema = z.strictObject({ choice: itemKeySchema });
export const mtfResponseSchema = z.strictObject({
  /** True or false for each statement, in statement order. */
  marks: z
    .array(z.boolean({ error: 'must be true or false' }), { error: 'must be a list of true/false marks' })
    .min(1, 'must mark at least one statement')
    .max(MTF_STATEMENTS.max, `must mark at most ${MTF_STATEMENTS.max} statements`),
});
export const emqResponseSchema = z.strictObject({
  /** One option key per stem, in stem order. */
  answers: keys(EMQ_STEMS.max, 'option keys'),
});
export const rankingResponseSchema = z.strictObject({
  /** The responses from most to least appropriate. */
  order: keys(RANKING_RESPONSES, 'response keys'),
});
export const chooseResponseSchema = z.strictObject({ choices: keys(CHOOSE_PICKS, 'response keys') });
export const numericResponseSchema = z.strictObject({ value: z.number({ error: 'must be a finite number' }) });
/** The single-best-answer response as clients sent it before other types existed. */
const legacySbaResponseSchema = z.strictObject({ answer: itemKeySchema });

export type SbaResponse = z.infer<typeof sbaResponseSchema>;
export type MtfResponse = z.infer<typeof mtfResponseSchema>;
export type EmqResponse = z.infer<typeof emqResponseSchema>;
export type RankingResponse = z.infer<typeof rankingResponseSchema>;
export type ChooseResponse = z.infer<typeof chooseResponseSchema>;
export type NumericResponse = z.infer<typeof numericResponseSchema>;

export interface ResponseByType {
  sba: SbaResponse;
  mtf: MtfResponse;
  emq: EmqResponse;
  ranking: RankingResponse;
  choose: ChooseResponse;
  numeric: NumericResponse;
}
export type ItemResponse = ResponseByType[ItemType];
/** The response to an item of `I`'s type (every response when `I` is any item). */
export type ResponseOf<I extends Item> = ResponseByType[I['type']];

const RESPONSE_SCHEMAS = {
  sba: sbaResponseSchema,
  mtf: mtfResponseSchema,
  emq: emqResponseSchema,
  ranking: rankingResponseSchema,
  choose: chooseResponseSchema,
  numeric: numericResponseSchema,
} as const;

const TYPE_NAMES: Record<ItemType, string> = {
  sba: 'a single best answer',
  mtf: 'a multiple true/false',
  emq: 'an extended matching',
  ranking: 'a ranking',
  choose: 'a choose-3',
  numeric: 'a numeric',
};

/** What each type's response looks like, for messages. */
const RESPONSE_SHAPES: Record<ItemType, string> = {
  sba: "{ choice: 'B' }",
  mtf: '{ marks: [true, false, …] } with one mark per statement',
  emq: "{ answers: ['C', 'H', …] } with one option key per stem",
  ranking: "{ order: ['C', 'A', 'E', 'B', 'D'] }",
  choose: "{ choices: ['A', 'D', 'F'] }",
  numeric: '{ value: 12.5 }',
};

/**
 * A response of any type on the wire (before the item is known), the legacy `{ answer: 'B' }`
 * included. `parseResponse` checks it against the item.
 */
export const itemResponseSchema = z.union(
  [sbaResponseSchema, legacySbaResponseSchema, mtfResponseSchema, emqResponseSchema, rankingResponseSchema, chooseResponseSchema, numericResponseSchema],
  { error: `must be one of ${Object.values(RESPONSE_SHAPES).join(', ')}` },
);
export type ItemResponseInput = z.infer<typeof itemResponseSchema>;

/** A response as `parseResponse` returns it and `correctResponse` gives it, for output schemas. */
export const typedResponseSchema = z.union([sbaResponseSchema, mtfResponseSchema, emqResponseSchema, rankingResponseSchema, chooseResponseSchema, numericResponseSchema]);

export const RESPONSE_ERROR_CODES = [
  /** Not the shape of any response, or a value of the wrong kind. */
  'RESPONSE_INVALID',
  /** The shape of another type's response. */
  'RESPONSE_WRONG_TYPE',
  /** A key the item does not have. */
  'RESPONSE_UNKNOWN_KEY',
  /** Not one entry per statement, stem or place. */
  'RESPONSE_WRONG_LENGTH',
  /** A key given twice where each counts once. */
  'RESPONSE_REPEATED_KEY',
] as const;
export type ResponseErrorCode = (typeof RESPONSE_ERROR_CODES)[number];

export interface ResponseError {
  code: ResponseErrorCode;
  /** The field at fault, e.g. `response.order[2]`. */
  field: string;
  /** A sentence for the person who sent it. */
  message: string;
}

export type ResponseParse<R> = { ok: true; response: R } | { ok: false; error: ResponseError };

const fail = (code: ResponseErrorCode, field: string, message: string): { ok: false; error: ResponseError } => ({
  ok: false,
  error: { code, field, message },
});

function fieldOf(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((at, part) => (typeof part === 'number' ? `${at}[${part}]` : `${at}.${String(part)}`), 'response');
}

function typeOfShape(raw: object): ItemType | null {
  if ('choice' in raw || 'answer' in raw) return 'sba';
  if ('marks' in raw) return 'mtf';
  if ('answers' in raw) return 'emq';
  if ('order' in raw) return 'ranking';
  if ('choices' in raw) return 'choose';
  if ('value' in raw) return 'numeric';
  return null;
}

/** The first key of `given` not among `allowed`, with its index. */
function unknownKey(given: readonly ItemKey[], allowed: readonly ItemKey[]): number {
  return given.findIndex((key) => !allowed.includes(key));
}

function repeatedKey(given: readonly ItemKey[]): number {
  return given.findIndex((key, i) => given.indexOf(key) !== i);
}

const list = (keys: readonly ItemKey[]) => keys.join(', ');

/**
 * Checks a response sent for `item` and returns it in its type's shape (`{ answer }` becomes
 * `{ choice }`), or the first thing wrong with it, with a code and the field.
 */
export function parseResponse<I extends Item>(item: I, raw: unknown): ResponseParse<ResponseOf<I>> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return fail('RESPONSE_INVALID', 'response', `response must be an object: ${RESPONSE_SHAPES[item.type]}.`);
  }
  const legacy = item.type === 'sba' && 'answer' in raw && !('choice' in raw);
  const input = legacy ? { choice: (raw as { answer: unknown }).answer, ...withoutAnswer(raw) } : raw;
  const parsed = RESPONSE_SCHEMAS[item.type].safeParse(input);
  if (!parsed.success) {
    const shape = typeOfShape(raw);
    if (shape !== null && shape !== item.type) {
      return fail('RESPONSE_WRONG_TYPE', 'response', `This is ${TYPE_NAMES[item.type]} item: its response is ${RESPONSE_SHAPES[item.type]}.`);
    }
    const issue = parsed.error.issues[0];
    const field = fieldOf(legacy && issue.path[0] === 'choice' ? ['answer'] : issue.path);
    return fail('RESPONSE_INVALID', field, issue.code === 'unrecognized_keys' ? `response must be ${RESPONSE_SHAPES[item.type]}.` : `${field} ${issue.message}.`);
  }
  const checked = checkAgainstItem(item, parsed.data as ItemResponse);
  if (checked && legacy) return fail(checked.error.code, 'response.answer', checked.error.message.replace('response.choice', 'response.answer'));
  return checked ?? { ok: true, response: parsed.data as ResponseOf<I> };
}

function withoutAnswer(raw: object): object {
  const { answer: _answer, ...rest } = raw as { answer?: unknown };
  return rest;
}

function checkAgainstItem(item: Item, response: ItemResponse): { ok: false; error: ResponseError } | null {
  switch (item.type) {
    case 'sba': {
      const { choice } = response as SbaResponse;
      const options = item.options.map((o) => o.key);
      return options.includes(choice) ? null : fail('RESPONSE_UNKNOWN_KEY', 'response.choice', `response.choice must be one of ${list(options)}.`);
    }
    case 'mtf': {
      const { marks } = response as MtfResponse;
      return marks.length === item.statements.length
        ? null
        : fail('RESPONSE_WRONG_LENGTH', 'response.marks', `response.marks must have one mark for each of the ${item.statements.length} statements.`);
    }
    case 'emq': {
      const { answers } = response as EmqResponse;
      if (answers.length !== item.stems.length) {
        return fail('RESPONSE_WRONG_LENGTH', 'response.answers', `response.answers must have one option key for each of the ${item.stems.length} stems.`);
      }
      const options = item.options.map((o) => o.key);
      const at = unknownKey(answers, options);
      return at < 0 ? null : fail('RESPONSE_UNKNOWN_KEY', `response.answers[${at}]`, `response.answers[${at}] must be one of ${list(options)}.`);
    }
    case 'ranking': {
      const { order } = response as RankingResponse;
      const responses = item.responses.map((r) => r.key);
      const wholeOrder = `response.order must list each of ${list(responses)} once, most appropriate first.`;
      if (order.length !== responses.length) return fail('RESPONSE_WRONG_LENGTH', 'response.order', wholeOrder);
      const unknown = unknownKey(order, responses);
      if (unknown >= 0) return fail('RESPONSE_UNKNOWN_KEY', `response.order[${unknown}]`, wholeOrder);
      const repeated = repeatedKey(order);
      return repeated < 0 ? null : fail('RESPONSE_REPEATED_KEY', `response.order[${repeated}]`, wholeOrder);
    }
    case 'choose': {
      const { choices } = response as ChooseResponse;
      const responses = item.responses.map((r) => r.key);
      const exactly = `response.choices must list exactly ${CHOOSE_PICKS} different keys of ${list(responses)}.`;
      if (choices.length !== CHOOSE_PICKS) return fail('RESPONSE_WRONG_LENGTH', 'response.choices', exactly);
      const unknown = unknownKey(choices, responses);
      if (unknown >= 0) return fail('RESPONSE_UNKNOWN_KEY', `response.choices[${unknown}]`, exactly);
      const repeated = repeatedKey(choices);
      return repeated < 0 ? null : fail('RESPONSE_REPEATED_KEY', `response.choices[${repeated}]`, exactly);
    }
    case 'numeric':
      return null;
  }
}
