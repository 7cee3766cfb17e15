// Test data for the item specs (not built into the package): a valid item of every type, and
// fast-check arbitraries of valid items and of valid responses to them.
import fc from 'fast-check';
import {
  CHOOSE_PICKS,
  CHOOSE_RESPONSES,
  EMQ_OPTIONS,
  EMQ_STEMS,
  ITEM_KEYS,
  type ChooseItem,
  type EmqItem,
  type Item,
  type ItemKey,
  type MtfItem,
  type NumericItem,
  type RankingItem,
  type SbaItem,
  MTF_STATEMENTS,
  RANKING_RESPONSES,
  SBA_OPTIONS,
} from './item.schemas';
import type { ItemResponse } from './item-response';

/** Every explanation in the fixtures contains this, so that a leak into the player's view shows. */
export const SECRET = 'SECRET-EXPLANATION';

const STEM = 'A 68-year-old man has had central chest pain for 40 minutes.';
const EXPLANATION = `${SECRET}: the teaching point of the whole item.`;
const REFERENCES = [{ title: 'Acute coronary syndromes', publisher: 'NICE', code: 'NG185', year: 2020, url: 'https://example.org/ng185' }];
const keys = (n: number): ItemKey[] => ITEM_KEYS.slice(0, n);
const option = (key: ItemKey) => ({ key, text: `Option ${key}`, explanation: `${SECRET} for ${key}` });

export function sbaItem(options = 5, answer: ItemKey = 'B'): SbaItem {
  return { type: 'sba', stem: STEM, options: keys(options).map(option), answer, explanation: EXPLANATION, references: REFERENCES };
}

export function mtfItem(answers: boolean[] = [true, false, true, true, false]): MtfItem {
  return {
    type: 'mtf',
    stem: 'Concerning the pharmacology of propofol:',
    statements: answers.map((answer, i) => ({ text: `Statement ${i + 1}`, answer, explanation: `${SECRET} ${i}` })),
    explanation: EXPLANATION,
    references: REFERENCES,
  };
}

export function emqItem(answers: ItemKey[] = ['C', 'H', 'C'], options = 8): EmqItem {
  return {
    type: 'emq',
    theme: 'Causes of chest pain',
    leadIn: 'For each patient, choose the most likely diagnosis.',
    options: keys(options).map((key) => ({ key, text: `Diagnosis ${key}` })),
    stems: answers.map((answer, i) => ({ stem: `${STEM} Patient ${i + 1}.`, answer, explanation: `${SECRET} stem ${i}` })),
    explanation: EXPLANATION,
    references: REFERENCES,
  };
}

export function rankingItem(idealOrder: ItemKey[] = ['C', 'A', 'E', 'B', 'D']): RankingItem {
  return {
    type: 'ranking',
    stem: 'You are an FY2 on a busy ward and notice a colleague smells of alcohol.',
    responses: keys(RANKING_RESPONSES).map(option),
    idealOrder,
    explanation: EXPLANATION,
    references: REFERENCES,
  };
}

export function chooseItem(answers: ItemKey[] = ['A', 'D', 'F']): ChooseItem {
  return {
    type: 'choose',
    stem: 'A patient asks you to keep a safeguarding concern from their GP.',
    responses: keys(CHOOSE_RESPONSES).map(option),
    answers,
    explanation: EXPLANATION,
    references: REFERENCES,
  };
}

export function numericItem(value = 12.5, tolerance = 0.5): NumericItem {
  return { type: 'numeric', stem: 'What dose of gentamicin should be given to this patient?', value, unit: 'mg/kg', tolerance, decimals: 1, explanation: EXPLANATION, references: REFERENCES };
}

const permutation = (n: number) => fc.shuffledSubarray(keys(n), { minLength: n, maxLength: n });
const finiteNumber = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });

export const arbSba = fc
  .integer({ min: SBA_OPTIONS.min, max: SBA_OPTIONS.max })
  .chain((n) => fc.constantFrom(...keys(n)).map((answer) => sbaItem(n, answer)));
export const arbMtf = fc.array(fc.boolean(), { minLength: MTF_STATEMENTS.min, maxLength: MTF_STATEMENTS.max }).map((answers) => mtfItem(answers));
export const arbEmq = fc
  .integer({ min: EMQ_OPTIONS.min, max: EMQ_OPTIONS.max })
  .chain((n) => fc.array(fc.constantFrom(...keys(n)), { minLength: EMQ_STEMS.min, maxLength: EMQ_STEMS.max }).map((answers) => emqItem(answers, n)));
export const arbRanking = permutation(RANKING_RESPONSES).map(rankingItem);
export const arbChoose = fc.shuffledSubarray(keys(CHOOSE_RESPONSES), { minLength: CHOOSE_PICKS, maxLength: CHOOSE_PICKS }).map(chooseItem);
export const arbNumeric = fc.tuple(finiteNumber, fc.double({ min: 0, max: 100, noNaN: true })).map(([value, tolerance]) => numericItem(value, tolerance));
export const arbItem: fc.Arbitrary<Item> = fc.oneof(arbSba, arbMtf, arbEmq, arbRanking, arbChoose, arbNumeric);

/** Any well-formed response to `item`, right or wrong. */
export function arbResponse(item: Item): fc.Arbitrary<ItemResponse> {
  switch (item.type) {
    case 'sba':
      return fc.constantFrom(...item.options.map((o) => o.key)).map((choice) => ({ choice }));
    case 'mtf':
      return fc.array(fc.boolean(), { minLength: item.statements.length, maxLength: item.statements.length }).map((marks) => ({ marks }));
    case 'emq': {
      const options = item.options.map((o) => o.key);
      return fc.array(fc.constantFrom(...options), { minLength: item.stems.length, maxLength: item.stems.length }).map((answers) => ({ answers }));
    }
    case 'ranking':
      return permutation(RANKING_RESPONSES).map((order) => ({ order }));
    case 'choose':
      return fc.shuffledSubarray(keys(CHOOSE_RESPONSES), { minLength: CHOOSE_PICKS, maxLength: CHOOSE_PICKS }).map((choices) => ({ choices }));
    case 'numeric':
      return fc.oneof(finiteNumber, fc.constant(item.value), fc.constant(item.value + item.tolerance)).map((value) => ({ value }));
  }
}

/** An item together with a response to it. */
export const arbItemWithResponse = arbItem.chain((item) => arbResponse(item).map((response) => ({ item, response })));
