import { z } from 'zod';
import { percentage } from '../numbers/percentage';
import type { ItemKey } from './item-types';
import { itemKeySchema } from './item-keys';
import type { Item } from './item.schemas';
import { markResponse, maxScoreOf, withinTolerance } from './item-marks';
import type { ChooseResponse, EmqResponse, MtfResponse, NumericResponse, RankingResponse, ResponseOf, SbaResponse } from './item-response';

// Fields of an item's peer hash. The attempts (`a`) and full-marks answers (`qc`) are counted for
// every item by the performance record; the fields below add what each type shows.
/** Attempts at the item. */
export const PEER_ATTEMPTS_FIELD = 'a';
/** Attempts that scored full marks. */
export const PEER_FULL_MARKS_FIELD = 'qc';
/** The sum of all attempts' scores. */
export const PEER_SCORE_FIELD = 'sc';
/** Numeric: responses within tolerance. */
export const PEER_WITHIN_FIELD = 'in';
/** sba and choose: the option or response key, as single-best-answer items have always counted. */
export const peerOptionField = (key: ItemKey) => key;
/** emq: stem `stem` (from 0) answered with `key`. */
export const peerStemField = (stem: number, key: ItemKey) => `s${stem}:${key}`;
/** ranking: response `key` put in `place` (1 for the most appropriate). */
export const peerPlaceField = (key: ItemKey, place: number) => `${key}@${place}`;
/** mtf: statement `statement` (from 0) marked true. */
export const peerTrueField = (statement: number) => `t${statement}`;

export interface PeerIncrement {
  field: string;
  by: number;
}

/** What one response adds to the item's peer hash (fields that would grow by 0 are left out). */
export function peerIncrements<I extends Item>(item: I, response: ResponseOf<I>): PeerIncrement[] {
  const score = markResponse(item, response).score;
  const choices = peerChoiceIncrements(item, response);
  return score > 0 ? [...choices, { field: PEER_SCORE_FIELD, by: score }] : choices;
}

/**
 * The fields of peerIncrements that say what was chosen, without the score sum: for a caller that
 * has the response's score already (marking it again would cost the answer path a second mark).
 */
export function peerChoiceIncrements<I extends Item>(item: I, response: ResponseOf<I>): PeerIncrement[] {
  const one = (field: string): PeerIncrement => ({ field, by: 1 });
  const it = item as Item;
  switch (it.type) {
    case 'sba':
      return [one(peerOptionField((response as SbaResponse).choice))];
    case 'choose':
      return [...new Set((response as ChooseResponse).choices)].map((key) => one(peerOptionField(key)));
    case 'emq':
      return (response as EmqResponse).answers.map((key, stem) => one(peerStemField(stem, key)));
    case 'ranking':
      return (response as RankingResponse).order.map((key, i) => one(peerPlaceField(key, i + 1)));
    case 'mtf':
      return (response as MtfResponse).marks.flatMap((mark, statement) => (mark ? [one(peerTrueField(statement))] : []));
    case 'numeric':
      return withinTolerance((response as NumericResponse).value, it.value, it.tolerance) ? [one(PEER_WITHIN_FIELD)] : [];
  }
}

const peerCommon = {
  attempts: z.number(),
  /** Percent of attempts with full marks. */
  percentFullMarks: z.number(),
  /** The peers' mean score as a percentage of the maximum. */
  percentOfMaxScore: z.number(),
};
const keyPercents = z.array(z.object({ key: itemKeySchema, percent: z.number() }));

/** What peers did with an item, by type, in percent of attempts. */
export const peerFiguresSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sba'), ...peerCommon, options: keyPercents }),
  /** Each response's share of attempts that chose it (the three choices add up to 300 %). */
  z.object({ type: z.literal('choose'), ...peerCommon, responses: keyPercents }),
  z.object({ type: z.literal('emq'), ...peerCommon, stems: z.array(z.object({ options: keyPercents })) }),
  /** For each response, the percent of attempts that put it in place 1, 2… 5. */
  z.object({ type: z.literal('ranking'), ...peerCommon, responses: z.array(z.object({ key: itemKeySchema, places: z.array(z.number()) })) }),
  z.object({ type: z.literal('mtf'), ...peerCommon, statements: z.array(z.object({ percentTrue: z.number() })) }),
  z.object({ type: z.literal('numeric'), ...peerCommon, percentWithinTolerance: z.number() }),
]);
export type PeerFigures = z.infer<typeof peerFiguresSchema>;

export type PeerCounts = Readonly<Record<string, string | number | null | undefined>>;

/** The peer figures of an item from its hash (values as Redis returns them; missing or unreadable is 0). */
export function peerFigures(item: Item, counts: PeerCounts): PeerFigures {
  const count = (field: string) => {
    const value = Number(counts[field] ?? 0);
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  const attempts = count(PEER_ATTEMPTS_FIELD);
  const share = (field: string) => percentage(count(field), attempts);
  const common = {
    attempts,
    percentFullMarks: share(PEER_FULL_MARKS_FIELD),
    percentOfMaxScore: percentage(count(PEER_SCORE_FIELD), attempts * maxScoreOf(item)),
  };
  const perKey = (entries: ReadonlyArray<{ key: ItemKey }>, field: (key: ItemKey) => string) => entries.map(({ key }) => ({ key, percent: share(field(key)) }));
  switch (item.type) {
    case 'sba':
      return { type: 'sba', ...common, options: perKey(item.options, peerOptionField) };
    case 'choose':
      return { type: 'choose', ...common, responses: perKey(item.responses, peerOptionField) };
    case 'emq':
      return { type: 'emq', ...common, stems: item.stems.map((_, stem) => ({ options: perKey(item.options, (key) => peerStemField(stem, key)) })) };
    case 'ranking':
      return {
        type: 'ranking',
        ...common,
        responses: item.responses.map(({ key }) => ({ key, places: item.responses.map((_, i) => share(peerPlaceField(key, i + 1))) })),
      };
    case 'mtf':
      return { type: 'mtf', ...common, statements: item.statements.map((_, i) => ({ percentTrue: share(peerTrueField(i)) })) };
    case 'numeric':
      return { type: 'numeric', ...common, percentWithinTolerance: share(PEER_WITHIN_FIELD) };
  }
}
