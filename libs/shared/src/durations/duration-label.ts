import { countLabel } from './count-label';

/** '1 Month' or 'N Months'. */
export function durationLabel(months: number): string {
  return countLabel(months, 'Month');
}
