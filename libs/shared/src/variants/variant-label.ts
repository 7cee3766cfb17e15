import { countLabel } from '../durations/count-label';

/** A variant's label, whose first word is its number of months: '1 month', '3 months'. */
export function variantLabel(periodMonths: number): string {
  return countLabel(periodMonths, 'month');
}
