import type { Item, ItemMark } from '@medprep/shared';
import { marksText, type Outcome, outcomeOf } from './outcome-text';

export interface ItemVerdict {
  outcome: Outcome;
  /** The verdict in words: "Correct", "Incorrect — the answer is B", "Partly correct". */
  words: string;
  /** "14 of 20 marks". */
  marks: string;
}

/** How an item went, in words: the outcome, what a single best answer's key was, and the marks. */
export function itemVerdict(item: Item, mark: ItemMark | null, score: number, maxScore: number): ItemVerdict {
  const outcome = outcomeOf(score, maxScore, mark !== null);
  const key = item.type === 'sba' ? ` — the answer is ${item.answer}` : '';
  const words = {
    correct: item.type === 'sba' ? 'Correct' : 'Full marks',
    partial: 'Partly correct',
    incorrect: `Incorrect${key}`,
    unanswered: `Not answered${key}`,
  }[outcome];
  return { outcome, words, marks: marksText(score, maxScore) };
}
