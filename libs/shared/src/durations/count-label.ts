/** A count with its unit, plural unless the count is 1: countLabel(1, 'Month') → '1 Month'. */
export function countLabel(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
