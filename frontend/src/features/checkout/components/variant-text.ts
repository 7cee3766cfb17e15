import { durationLabel, monthsFromLabel, priceLabel, type Variant } from '@medprep/shared';

/** A variant's months: the first word of its label, else its period. */
export const variantMonths = (variant: Variant): number => monthsFromLabel(variant.label) ?? variant.period;

/** '3 Months' */
export const variantDuration = (variant: Variant): string => durationLabel(variantMonths(variant));

/** '£49.99' */
export const variantPrice = (variant: Variant): string => priceLabel(variant.value, variant.currency.code);

/** '£16.66 a month' for longer periods; null for one month. */
export function variantPerMonth(variant: Variant): string | null {
  const months = variantMonths(variant);
  if (months <= 1) return null;
  return `${priceLabel(Math.floor((variant.value / months) * 100) / 100, variant.currency.code)} a month`;
}
