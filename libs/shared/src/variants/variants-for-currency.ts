import { sortVariantsByPeriod } from './sort-variants';

/** The variants priced in a currency (codes compared case-insensitively), shortest period first. */
export function variantsForCurrency<T extends { period: number; currency: { code: string } }>(
  variants: readonly T[],
  currency: string,
): T[] {
  const code = currency.trim().toLowerCase();
  return sortVariantsByPeriod(variants.filter((variant) => variant.currency.code.trim().toLowerCase() === code));
}
