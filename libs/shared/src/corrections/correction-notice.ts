import { formatShortDate } from '../dates/long-date';

/** What a reader of an older version is told: 'Corrected on 3 Nov 2026: {what changed}'. */
export function correctionNoticeText(correctedAt: Date, changeNote: string | null): string {
  const note = changeNote?.trim();
  return note ? `Corrected on ${formatShortDate(correctedAt)}: ${note}` : `Corrected on ${formatShortDate(correctedAt)}.`;
}
