import { countLabel } from './count-label';

/** For durations in days a month counts as 30 days. */
const DAYS_PER_MONTH = 30;

/** '1 Month' or 'N Months'. */
export function durationLabel(months: number): string {
  return countLabel(months, 'Month');
}

/** The same duration in days, a month being 30 days: 3 → '90 days'. */
export function durationDaysLabel(months: number): string {
  return countLabel(months * DAYS_PER_MONTH, 'day');
}
