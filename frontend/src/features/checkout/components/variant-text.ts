import { accessEndAfterPurchase, durationLabel, formatLongDate, priceLabel, variantMonths, type Variant } from '@medprep/shared';

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

/** 'until 25 March 2027': when access would end if this variant were paid now (counted as the server counts). */
export function variantUntil(variant: Variant, now: Date, currentEnd: Date | null): string {
  return `until ${formatLongDate(accessEndAfterPurchase({ currentEnd, now, months: variantMonths(variant) }))}`;
}
