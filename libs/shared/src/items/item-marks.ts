import { z } from 'zod';
import { CHOOSE_PICKS, RANKING_RESPONSES } from './item-types';
import { itemKeySchema } from './item-keys';
import type { ChooseItem, EmqItem, Item, MtfItem, NumericItem, RankingItem, SbaItem } from './item.schemas';
import type { ChooseResponse, EmqResponse, MtfResponse, NumericResponse, RankingResponse, ResponseOf, SbaResponse } from './item-response';

/** Ranking: each response earns this less the distance between its place and its ideal place. */
export const RANKING_MARK_PER_RESPONSE = 4;
/** Choose: each right choice earns this. */
export const CHOOSE_MARK_PER_RIGHT = 4;

const marked = { mark: z.number(), maxMark: z.number() };
const markOf = <T extends Item['type'], P extends z.ZodRawShape>(type: T, part: P) =>
  z.object({
    type: z.literal(type),
    score: z.number(),
    maxScore: z.number(),
    /** One per option chosen (sba), statement (mtf), stem (emq), response (ranking, choose) or value (numeric), in item order. */
    parts: z.array(z.object({ ...part, ...marked })),
  });

/** The marks of a response, in all and part by part, for results and review pages. */
export const itemMarkSchema = z.discriminatedUnion('type', [
  markOf('sba', { given: itemKeySchema, expected: itemKeySchema }),
  markOf('mtf', { given: z.boolean(), expected: z.boolean() }),
  markOf('emq', { given: itemKeySchema, expected: itemKeySchema }),
  /** `place` 1 is the most appropriate; null when the order left the response out. */
  markOf('ranking', { key: itemKeySchema, place: z.number().nullable(), idealPlace: z.number() }),
  markOf('choose', { key: itemKeySchema, chosen: z.boolean(), right: z.boolean() }),
  markOf('numeric', { given: z.number(), expected: z.number(), tolerance: z.number() }),
]);
export type ItemMark = z.infer<typeof itemMarkSchema>;
export type MarkOfType<T extends Item['type']> = Extract<ItemMark, { type: T }>;
type SbaMark = MarkOfType<'sba'>;
type MtfMark = MarkOfType<'mtf'>;
type EmqMark = MarkOfType<'emq'>;
type RankingMark = MarkOfType<'ranking'>;
type ChooseMark = MarkOfType<'choose'>;
type NumericMark = MarkOfType<'numeric'>;
type Marked = { mark: number; maxMark: number };

/** The marks of a full-marks response. */
export function maxScoreOf(item: Item): number {
  switch (item.type) {
    case 'sba':
    case 'numeric':
      return 1;
    case 'mtf':
      return item.statements.length;
    case 'emq':
      return item.stems.length;
    case 'ranking':
      return RANKING_RESPONSES * RANKING_MARK_PER_RESPONSE;
    case 'choose':
      return CHOOSE_PICKS * CHOOSE_MARK_PER_RIGHT;
  }
}

/**
 * True when `given` is within `expected ± tolerance`. The slack of a few units in the last place
 * keeps a value on the boundary inside (0.4 for 0.3 ± 0.1 differs from 0.3 by 0.10000000000000003).
 */
export function withinTolerance(given: number, expected: number, tolerance: number): boolean {
  if (!Number.isFinite(given)) return false;
  const slack = 8 * Number.EPSILON * Math.max(1, Math.abs(given), Math.abs(expected));
  return Math.abs(given - expected) <= tolerance + slack;
}

function withScore<T extends Item['type'], P extends Marked>(type: T, parts: P[], maxScore: number) {
  return { type, score: parts.reduce((sum, part) => sum + part.mark, 0), maxScore, parts };
}

function markSba(item: SbaItem, { choice }: SbaResponse): SbaMark {
  return withScore('sba', [{ given: choice, expected: item.answer, mark: choice === item.answer ? 1 : 0, maxMark: 1 }], 1);
}

function markMtf(item: MtfItem, { marks }: MtfResponse): MtfMark {
  const parts = item.statements.map((s, i) => ({ given: marks[i], expected: s.answer, mark: marks[i] === s.answer ? 1 : 0, maxMark: 1 }));
  return withScore('mtf', parts, item.statements.length);
}

function markEmq(item: EmqItem, { answers }: EmqResponse): EmqMark {
  const parts = item.stems.map((s, i) => ({ given: answers[i], expected: s.answer, mark: answers[i] === s.answer ? 1 : 0, maxMark: 1 }));
  return withScore('emq', parts, item.stems.length);
}

function markRanking(item: RankingItem, { order }: RankingResponse): RankingMark {
  const parts = item.responses.map(({ key }) => {
    const idealPlace = item.idealOrder.indexOf(key) + 1;
    const given = order.indexOf(key);
    const place = given < 0 ? null : given + 1;
    const mark = place === null ? 0 : Math.max(0, RANKING_MARK_PER_RESPONSE - Math.abs(place - idealPlace));
    return { key, place, idealPlace, mark, maxMark: RANKING_MARK_PER_RESPONSE };
  });
  return withScore('ranking', parts, maxScoreOf(item));
}

function markChoose(item: ChooseItem, { choices }: ChooseResponse): ChooseMark {
  // Only the first three distinct choices count, so that no response can earn more than 12.
  const counted = [...new Set(choices)].slice(0, CHOOSE_PICKS);
  const parts = item.responses.map(({ key }) => {
    const chosen = counted.includes(key);
    const right = item.answers.includes(key);
    return { key, chosen, right, mark: chosen && right ? CHOOSE_MARK_PER_RIGHT : 0, maxMark: right ? CHOOSE_MARK_PER_RIGHT : 0 };
  });
  return withScore('choose', parts, maxScoreOf(item));
}

function markNumeric(item: NumericItem, { value }: NumericResponse): NumericMark {
  const mark = withinTolerance(value, item.value, item.tolerance) ? 1 : 0;
  return withScore('numeric', [{ given: value, expected: item.value, tolerance: item.tolerance, mark, maxMark: 1 }], 1);
}

/**
 * The marks of a response (checked by `parseResponse`), in all and part by part. No type marks
 * negatively: a part earns its marks or none.
 */
export function markResponse<I extends Item>(item: I, response: ResponseOf<I>): ItemMark {
  const it = item as Item;
  switch (it.type) {
    case 'sba':
      return markSba(it, response as SbaResponse);
    case 'mtf':
      return markMtf(it, response as MtfResponse);
    case 'emq':
      return markEmq(it, response as EmqResponse);
    case 'ranking':
      return markRanking(it, response as RankingResponse);
    case 'choose':
      return markChoose(it, response as ChooseResponse);
    case 'numeric':
      return markNumeric(it, response as NumericResponse);
  }
}

/** The full-marks response, in the shape the candidate sends. */
export function correctResponse<I extends Item>(item: I): ResponseOf<I> {
  const it = item as Item;
  const response = (() => {
    switch (it.type) {
      case 'sba':
        return { choice: it.answer };
      case 'mtf':
        return { marks: it.statements.map((s) => s.answer) };
      case 'emq':
        return { answers: it.stems.map((s) => s.answer) };
      case 'ranking':
        return { order: [...it.idealOrder] };
      case 'choose':
        return { choices: it.responses.map((r) => r.key).filter((key) => it.answers.includes(key)) };
      case 'numeric':
        return { value: it.value };
    }
  })();
  return response as ResponseOf<I>;
}

/** An item is incorrect (for percent correct and the 'incorrect' filter) when it scored below its maximum. */
export function isIncorrect(score: number, maxScore: number): boolean {
  return score < maxScore;
}
