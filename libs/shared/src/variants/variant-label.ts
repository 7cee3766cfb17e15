/** A variant's label, whose first word is its number of months: '1 month', '3 months'. */
export function variantLabel(periodMonths: number): string {
  return periodMonths === 1 ? '1 month' : `${periodMonths} months`;
}
