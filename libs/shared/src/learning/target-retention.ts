/** The recall the scheduler aims for with no exam close (or no date): fewer, longer-spaced reviews. */
export const BASE_RETENTION = 0.85;
/** The recall it aims for on the exam day. */
export const EXAM_DAY_RETENTION = 0.92;
/** The run-in over which the target rises from the base to the exam-day value. */
export const RETENTION_RAMP_DAYS = 42;

const DAY_MS = 86_400_000;

/**
 * The recall probability to schedule for, given the days left to the exam: the base far from the
 * exam or with none, rising linearly over the last six weeks to the exam-day value (higher
 * retention brings reviews closer together). After the exam the base applies again.
 * Rounded to three places, so that users a few hours apart share one scheduler.
 */
export function targetRetention(daysToExam: number | null): number {
  if (daysToExam === null || daysToExam < 0 || daysToExam >= RETENTION_RAMP_DAYS) return BASE_RETENTION;
  const share = 1 - daysToExam / RETENTION_RAMP_DAYS;
  return Math.round((BASE_RETENTION + (EXAM_DAY_RETENTION - BASE_RETENTION) * share) * 1000) / 1000;
}

/**
 * Whole days from `now` to the nearest exam date that is today or later (dates as YYYY-MM-DD, UTC),
 * or null when none is ahead.
 */
export function daysToNextExam(examDates: readonly string[], now: Date): number | null {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const ahead = examDates
    .map((date) => Math.round((Date.parse(`${date}T00:00:00Z`) - today) / DAY_MS))
    .filter((days) => Number.isFinite(days) && days >= 0);
  return ahead.length ? Math.min(...ahead) : null;
}

/** The target retention for a user's exam dates of one exam, at `now`. */
export function retentionForExamDates(examDates: readonly string[], now: Date): number {
  return targetRetention(daysToNextExam(examDates, now));
}
