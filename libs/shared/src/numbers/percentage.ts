/**
 * `part / whole × 100`, rounded to 2 decimals; 0 when the whole is not positive. Rounds the
 * quotient in hundredths of a percent so that e.g. 1/3 gives exactly 33.33.
 */
export function percentage(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return Math.round((part * 10_000) / whole) / 100;
}
