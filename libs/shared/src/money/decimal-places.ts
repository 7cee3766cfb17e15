/**
 * Whether `value` is a finite number written with at most `places` decimals (54.99 yes, 54.999 and
 * 5e-324 no). class-validator's own maxDecimalPlaces throws on numbers it prints in exponent form
 * (-7e-323), which turned a fuzzed price into a 500.
 */
export function hasAtMostDecimalPlaces(value: unknown, places: number): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  const scale = 10 ** places;
  return Math.round(value * scale) / scale === value;
}
