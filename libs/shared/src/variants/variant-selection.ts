import { variantsForCurrency } from './variants-for-currency';

type SelectableVariant = { id: string; period: number; currency: { code: string } };

/** The variants offered in a currency and the one selected; no variants is an explicit empty case. */
type VariantSelection<T> =
  | { emptyVariants: true; variants: []; selected: null }
  | { emptyVariants: false; variants: T[]; selected: T };

const emptySelection = { emptyVariants: true, variants: [], selected: null } as const;

/** The first selection in a currency: its cheapest variant, which is the one with the lowest period. */
export function selectInitialVariant<T extends SelectableVariant>(
  variants: readonly T[],
  currency: string,
): VariantSelection<T> {
  return selectVariantForCurrency(variants, currency, null);
}

/**
 * The selection after a currency change: the selected variant if the currency still offers it (the
 * same id, else the same period, since each currency's variants are separate records), otherwise the
 * shortest period.
 */
export function selectVariantForCurrency<T extends SelectableVariant>(
  variants: readonly T[],
  currency: string,
  previous: { id: string; period: number } | null,
): VariantSelection<T> {
  const offered = variantsForCurrency(variants, currency);
  const [shortest] = offered;
  if (shortest === undefined) return { ...emptySelection, variants: [] };
  const kept =
    previous === null
      ? undefined
      : (offered.find((variant) => variant.id === previous.id) ??
        offered.find((variant) => variant.period === previous.period));
  return { emptyVariants: false, variants: offered, selected: kept ?? shortest };
}
