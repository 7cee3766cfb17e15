const SHORT_EN_GB = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A date as a notice shows it, en-GB on the UTC calendar: '3 Nov 2026'. */
export function formatShortDate(date: Date): string {
  return SHORT_EN_GB.format(date);
}

/** What a reader of an older version is told: 'Corrected on 3 Nov 2026: {what changed}'. */
export function correctionNoticeText(correctedAt: Date, changeNote: string | null): string {
  const note = changeNote?.trim();
  return note ? `Corrected on ${formatShortDate(correctedAt)}: ${note}` : `Corrected on ${formatShortDate(correctedAt)}.`;
}
