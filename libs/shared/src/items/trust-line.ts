import { formatShortDate } from '../dates/long-date';
import type { ItemReference } from './item.schemas';

/** A reference as the trust line cites it: 'NICE NG219 (2022)', or by title when it has no code. */
export function citeReference(reference: Pick<ItemReference, 'title' | 'publisher' | 'code' | 'year'>): string {
  return `${reference.publisher} ${reference.code ?? reference.title} (${reference.year})`;
}

/** A review date as the trust line shows it, on the UTC calendar: '3 Nov 2026'; null when it is not a date. */
function reviewDate(reviewedAt: string | Date): string | null {
  const date = new Date(reviewedAt);
  if (Number.isNaN(date.getTime())) return null;
  return formatShortDate(date);
}

/**
 * What the reader is told under an item's explanation of when it was checked and against what:
 * 'Reviewed 3 Nov 2026 · NICE NG219 (2022)'. Each distinct reference once, in order; without a
 * review date only the references; empty when there is neither.
 */
export function trustLine(
  reviewedAt: string | Date | null | undefined,
  references: ReadonlyArray<Pick<ItemReference, 'title' | 'publisher' | 'code' | 'year'>>,
): string {
  const reviewed = reviewedAt ? reviewDate(reviewedAt) : null;
  const parts = [...(reviewed ? [`Reviewed ${reviewed}`] : []), ...new Set(references.map(citeReference))];
  return parts.join(' · ');
}
