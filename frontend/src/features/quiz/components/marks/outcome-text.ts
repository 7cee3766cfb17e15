import type { ItemReference } from '@medprep/shared';

/** "1 of 1 mark", "14 of 20 marks". */
export function marksText(score: number, maxScore: number): string {
  return `${formatNumber(score)} of ${formatNumber(maxScore)} ${maxScore === 1 ? 'mark' : 'marks'}`;
}

/** How a response went: all its marks, some, none, or no response at all. */
export type Outcome = 'correct' | 'partial' | 'incorrect' | 'unanswered';

export function outcomeOf(score: number, maxScore: number, answered: boolean): Outcome {
  if (!answered) return 'unanswered';
  if (score >= maxScore) return 'correct';
  return score > 0 ? 'partial' : 'incorrect';
}

export const OUTCOME_ICONS: Record<Outcome, string> = { correct: '✓', partial: '◐', incorrect: '✗', unanswered: '–' };

export function formatNumber(value: number): string {
  return value.toLocaleString('en-GB', { maximumFractionDigits: 6 });
}

/** A value with its unit ("12.5 mg"); a pure number ("14") where the unit is empty. */
export function withUnit(value: number, unit: string): string {
  return unit.trim() === '' ? formatNumber(value) : `${formatNumber(value)} ${unit.trim()}`;
}

/** "Acute coronary syndromes — NICE (NG185), 2020". */
export function referenceText(reference: Pick<ItemReference, 'title' | 'publisher' | 'code' | 'year'>): string {
  return `${reference.title} — ${reference.publisher}${reference.code ? ` (${reference.code})` : ''}, ${reference.year}`;
}

/** "1st", "2nd", "3rd", "4th", "5th" (places in a ranking run to 5). */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

export const percentText = (value: number) => `${Math.round(value)}%`;
