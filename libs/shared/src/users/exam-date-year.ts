/** Exam dates run from last year's sitting (a recent exam) to five years ahead. */
const EXAM_YEARS_BEFORE = 1;
const EXAM_YEARS_AHEAD = 5;

/** The years an exam date may fall in, as of `now` (UTC). */
export function examYearRange(now: Date): { from: number; to: number } {
  const year = now.getUTCFullYear();
  return { from: year - EXAM_YEARS_BEFORE, to: year + EXAM_YEARS_AHEAD };
}

/** What is wrong with the year of an exam date (`YYYY-MM-DD`), or null when it is plausible. */
export function examDateYearProblem(date: string, now: Date): string | null {
  const year = Number(date.slice(0, 4));
  const { from, to } = examYearRange(now);
  return year >= from && year <= to ? null : `must be in a year from ${from} to ${to}`;
}
