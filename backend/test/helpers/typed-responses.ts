import {
  correctResponse,
  type Item,
  type ItemKey,
  type ItemResponse,
  markResponse,
  maxScoreOf,
  PEER_SCORE_FIELD,
  parseResponse,
  peerIncrements,
} from '@medprep/shared';
import { fixtureSba } from './question-bank';

const KEYS: ItemKey[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const REFERENCES = [{ title: 'Fixture reference for tests', publisher: 'MedPrep', year: 2025 }];
const part = (key: ItemKey) => ({ key, text: `Response ${key}`, explanation: `Why ${key}.` });

/** One item of every type other than sba, numbered into its text. */
function otherItems(n: number): Item[] {
  return [
    {
      type: 'mtf',
      stem: `Fixture ${n}: concerning propofol:`,
      statements: [true, false, true, false, true].map((answer, i) => ({ text: `Statement ${i + 1}`, answer, explanation: `Statement ${i + 1}.` })),
      explanation: 'Propofol.',
      references: REFERENCES,
    },
    {
      type: 'emq',
      theme: `Fixture ${n}: causes of chest pain`,
      leadIn: 'For each patient, choose the most likely diagnosis.',
      options: KEYS.slice(0, 6).map((key) => ({ key, text: `Diagnosis ${key}` })),
      stems: (['C', 'A', 'F'] as ItemKey[]).map((answer, i) => ({ stem: `Patient ${i + 1} has chest pain.`, answer, explanation: `Patient ${i + 1}.` })),
      explanation: 'Chest pain.',
      references: REFERENCES,
    },
    {
      type: 'ranking',
      stem: `Fixture ${n}: a colleague smells of alcohol on the ward.`,
      responses: KEYS.slice(0, 5).map(part),
      idealOrder: ['C', 'A', 'E', 'B', 'D'],
      explanation: 'Patient safety first.',
      references: REFERENCES,
    },
    {
      type: 'choose',
      stem: `Fixture ${n}: a patient asks you to keep a concern from their GP.`,
      responses: KEYS.map(part),
      answers: ['A', 'D', 'F'],
      explanation: 'Confidentiality and its limits.',
      references: REFERENCES,
    },
    { type: 'numeric', stem: `Fixture ${n}: what dose of gentamicin, in mg/kg?`, value: 7, unit: 'mg/kg', tolerance: 0.5, decimals: 1, explanation: 'Once daily.', references: REFERENCES },
  ];
}

/** One item of every type, the sba first. */
export function oneItemOfEachType(): Item[] {
  return [fixtureSba(1, 'B'), ...otherItems(1)];
}

/** `count` items whose types go round sba, mtf, emq, ranking, choose, numeric. */
export function mixedItems(count: number): Item[] {
  return Array.from({ length: count }, (_, i) => (i % 6 === 0 ? fixtureSba(i + 1) : otherItems(i + 1)[(i % 6) - 1]));
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
