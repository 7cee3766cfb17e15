/** Days until a missed question comes back, step by step. */
const REVIEW_INTERVALS_DAYS = [1, 3, 7] as const;
/** Right answers in a row that take a question out of the review queue. */
const REVIEW_RIGHT_TO_CLEAR = 2;

interface ReviewState {
  /** When the question is next due; null when it is not in the queue. */
  dueAt: Date | null;
  /** Which interval comes next (index into REVIEW_INTERVALS_DAYS). */
  step: number;
  /** Right answers in a row since it entered the queue. */
  rightStreak: number;
}

export const NOT_IN_REVIEW: ReviewState = { dueAt: null, step: 0, rightStreak: 0 };

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * The spaced-review rule: a wrong answer puts a question in the queue (due in 1 day) or back to
 * the start of it; each right answer while queued moves it on (3, then 7 days) until it has been
 * answered right twice in a row, when it leaves the queue. A right answer to a question not in
 * the queue changes nothing.
 */
export function nextReviewState(previous: ReviewState, correct: boolean, now: Date): ReviewState {
  if (!correct) return { dueAt: addDays(now, REVIEW_INTERVALS_DAYS[0]), step: 1, rightStreak: 0 };
  if (previous.dueAt === null) return NOT_IN_REVIEW;
  const rightStreak = previous.rightStreak + 1;
  if (rightStreak >= REVIEW_RIGHT_TO_CLEAR) return NOT_IN_REVIEW;
  const step = Math.min(previous.step, REVIEW_INTERVALS_DAYS.length - 1);
  return { dueAt: addDays(now, REVIEW_INTERVALS_DAYS[step]), step: step + 1, rightStreak };
}
