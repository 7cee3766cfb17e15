// Sample items of every type, for tests here and in the apps (`@medprep/shared/testing`; never
// imported by app code).
import { CHOOSE_RESPONSES, ITEM_KEYS, type ItemKey, RANKING_RESPONSES } from '../items/item-types';
import type { ChooseItem, EmqItem, MtfItem, NumericItem, RankingItem, SbaItem } from '../items/item.schemas';

/** Every explanation in these items contains this, so that a leak into the player's view shows. */
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
