import { formatDayMonth, formatShortDate } from '../dates/long-date';

const DAY_MS = 86_400_000;

/** Days from now within which a due time is said as 'in N days'; further out it is a date. */
const DAYS_IN_WORDS = 6;


/** Midnight (UTC) of the day an instant falls in. */
const utcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/**
 * When a review card is due, in en-GB words relative to `now`, on the UTC calendar (the one the
 * review queue counts 'due today' in): 'due now' once its time has come, then 'today', 'tomorrow',
 * 'in 3 days' up to 6 days, and a date further out: '2 Dec' ('2 Jan 2028' in another year).
 */
export function dueLabel(due: Date, now: Date = new Date()): string {
  if (due.getTime() <= now.getTime()) return 'due now';
  const days = Math.round((utcDay(due) - utcDay(now)) / DAY_MS);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days <= DAYS_IN_WORDS) return `in ${days} days`;
  return due.getUTCFullYear() === now.getUTCFullYear() ? formatDayMonth(due) : formatShortDate(due);
}

/** 'next review tomorrow', 'next review in 3 days', 'next review on 2 Dec' (or 'next review now'). */
export function nextReviewText(due: Date, now: Date = new Date()): string {
  const when = dueLabel(due, now);
  if (when === 'due now') return 'next review now';
  return /^\d/.test(when) ? `next review on ${when}` : `next review ${when}`;
}
