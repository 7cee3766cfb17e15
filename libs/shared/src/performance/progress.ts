import { percentage } from '../numbers/percentage';

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** attempts / total × 100 to 2 decimals; 0 when there are no questions, at most 100. */
export function progressPercent(attempts: number, total: number): number {
  return Math.min(100, percentage(count(attempts), count(total)));
}

/** Questions left: total − attempts, never negative. */
export function remainingQuestions(attempts: number, total: number): number {
  return Math.max(0, count(total) - count(attempts));
}

/** Correct answers as a percentage of attempts, to 2 decimals; 0 before any attempt. */
export function percentCorrect(correct: number, attempts: number): number {
  return Math.min(100, percentage(count(correct), count(attempts)));
}
