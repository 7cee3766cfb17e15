/** How long a reviewed item stays trusted before it is due another check against its references. */
export const REVIEW_INTERVAL_MONTHS = 12;

/**
 * The date (YYYY-MM-DD, UTC) an item reviewed at `reviewedAt` is next due for review: the same
 * day REVIEW_INTERVAL_MONTHS later, or that month's last day when it is shorter (29 Feb → 28 Feb).
 */
export function nextReviewDue(reviewedAt: Date | string, months = REVIEW_INTERVAL_MONTHS): string {
  const at = typeof reviewedAt === 'string' ? new Date(reviewedAt) : reviewedAt;
  if (Number.isNaN(at.getTime())) throw new RangeError(`not a date: ${String(reviewedAt)}`);
  const monthIndex = at.getUTCMonth() + months;
  const year = at.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(at.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}
