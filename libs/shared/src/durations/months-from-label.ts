import type { Variant } from '../catalogue/catalogue.schemas';

/**
 * The number of months a variant label names in its first word ('3 months' → 3); null when the
 * first word is not a positive whole number.
 */
export function monthsFromLabel(label: string): number | null {
  const first = label.trim().split(/\s+/, 1)[0] ?? '';
  if (!/^\d+$/.test(first)) return null;
  const months = Number(first);
  return months > 0 ? months : null;
}

/** The months a variant sells: its label's first word, else its period. */
export function variantMonths(variant: Pick<Variant, 'label' | 'period'>): number {
  return monthsFromLabel(variant.label) ?? variant.period;
}
