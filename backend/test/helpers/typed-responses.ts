import {
  correctResponse,
  type Item,
  type ItemResponse,
  markResponse,
  maxScoreOf,
  PEER_SCORE_FIELD,
  parseResponse,
  peerIncrements,
} from '@medprep/shared';
import { fixtureSba } from './question-bank';
import { chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from '@medprep/shared/testing';

/** One item of every type, the sba first. */
export function oneItemOfEachType(): Item[] {
  return [
    sbaItem(5, 'B'),
    mtfItem([true, false, true, false, true]),
    emqItem(['C', 'A', 'F'], 6),
    rankingItem(['C', 'A', 'E', 'B', 'D']),
    chooseItem(['A', 'D', 'F']),
    numericItem(7, 0.5),
  ];
}

/** `count` items whose types go round sba, mtf, emq, ranking, choose, numeric (the sba keys vary). */
export function mixedItems(count: number): Item[] {
  const kinds = oneItemOfEachType();
  return Array.from({ length: count }, (_, i) => (i % 6 === 0 ? fixtureSba(i + 1) : kinds[i % 6]));
}

const swapFirstTwo = <T>(list: readonly T[]): T[] => [list[1], list[0], ...list.slice(2)];

/** The right response to `item`, or (right = false) one that scores below the maximum. */
export function responseTo(item: Item, right: boolean): ItemResponse {
  const best = correctResponse(item);
  if (right) return best;
  switch (item.type) {
    case 'sba':
      return { choice: item.options.find((o) => o.key !== item.answer)!.key };
    case 'mtf':
      return { marks: item.statements.map((s, i) => (i === 0 ? !s.answer : s.answer)) };
    case 'emq':
      return { answers: item.stems.map((s, i) => (i === 0 ? item.options.find((o) => o.key !== s.answer)!.key : s.answer)) };
    case 'ranking':
      return { order: swapFirstTwo(item.idealOrder) };
    case 'choose':
      return { choices: [item.responses.find((r) => !item.answers.includes(r.key))!.key, ...item.answers.slice(1)] };
    case 'numeric':
      return { value: item.value + item.tolerance * 3 + 1 };
  }
}

/** Whether a response earns full marks. */
export function isFullMarks(item: Item, response: ItemResponse): boolean {
  return markResponse(item, response as never).score === maxScoreOf(item);
}

/**
 * A question hash's peer fields as the answers saved in Postgres make them: the answers grouped by
 * identical response (`n` of each, their scores summed in `sc`).
 */
export function peerFieldsFromAnswers(item: Item, groups: ReadonlyArray<{ response: unknown; n: number; sc: number }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { response, n, sc } of groups) {
    const parsed = parseResponse(item, response);
    if (!parsed.ok) throw new Error(`a saved response does not fit its item: ${JSON.stringify(response)}`);
    for (const { field, by } of peerIncrements(item, parsed.response)) if (field !== PEER_SCORE_FIELD) out[field] = (out[field] ?? 0) + by * n;
    if (sc > 0) out[PEER_SCORE_FIELD] = (out[PEER_SCORE_FIELD] ?? 0) + sc;
  }
  return out;
}
