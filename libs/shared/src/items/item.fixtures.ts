// Test data for the item specs (not built into the package): fast-check arbitraries of valid items
// and of valid responses to them, and the sample item of every type (from ../testing).
import fc from 'fast-check';
import { CHOOSE_PICKS, CHOOSE_RESPONSES, EMQ_OPTIONS, EMQ_STEMS, ITEM_KEYS, type ItemKey, MTF_STATEMENTS, RANKING_RESPONSES, SBA_OPTIONS } from './item-types';
import type { Item } from './item.schemas';
import type { ItemResponse } from './item-response';
import { chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from '../testing/sample-items';

export { SECRET, chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from '../testing/sample-items';

const keys = (n: number): ItemKey[] => ITEM_KEYS.slice(0, n);
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
