import { describe, expect, it } from 'vitest';
import { selectInitialVariant, selectVariantForCurrency } from './variant-selection';
import { variantsForCurrency } from './variants-for-currency';

const variant = (id: string, period: number, code: string, value = 10) => ({
  id,
  label: `${period} months`,
  period,
  priceID: null,
  value,
  currency: { code, symbol: '' },
});

const catalogue = [
  variant('usd-12', 12, 'usd', 99),
  variant('usd-3', 3, 'usd', 40),
  variant('gbp-6', 6, 'gbp', 60),
  variant('usd-6', 6, 'usd', 70),
  variant('gbp-3', 3, 'GBP', 35),
];

describe('variantsForCurrency', () => {
  it('keeps only the variants in the currency, shortest period first', () => {
    expect(variantsForCurrency(catalogue, 'usd').map((v) => v.id)).toEqual(['usd-3', 'usd-6', 'usd-12']);
  });

  it('compares currency codes case-insensitively', () => {
    expect(variantsForCurrency(catalogue, 'gbp').map((v) => v.id)).toEqual(['gbp-3', 'gbp-6']);
  });
});

describe('selectInitialVariant', () => {
  it('selects the cheapest, lowest-period variant in the active currency', () => {
    const selection = selectInitialVariant(catalogue, 'usd');
    expect(selection.selected?.id).toBe('usd-3');
    expect(selection.emptyVariants).toBe(false);
  });

  it('returns an explicit empty selection when the currency has no variants', () => {
    expect(selectInitialVariant(catalogue, 'zar')).toEqual({ emptyVariants: true, variants: [], selected: null });
    expect(selectInitialVariant([], 'usd')).toEqual({ emptyVariants: true, variants: [], selected: null });
  });
});

describe('selectVariantForCurrency', () => {
  it('keeps the selected variant when it is still offered', () => {
    expect(selectVariantForCurrency(catalogue, 'usd', { id: 'usd-6', period: 6 }).selected?.id).toBe('usd-6');
  });

  it("keeps the selected period when the new currency offers it under another id", () => {
    expect(selectVariantForCurrency(catalogue, 'gbp', { id: 'usd-6', period: 6 }).selected?.id).toBe('gbp-6');
  });

  it('falls back to the shortest period when the selection is not offered', () => {
    expect(selectVariantForCurrency(catalogue, 'gbp', { id: 'usd-12', period: 12 }).selected?.id).toBe('gbp-3');
  });

  it('is empty when the new currency has no variants', () => {
    expect(selectVariantForCurrency(catalogue, 'aud', { id: 'usd-3', period: 3 }).emptyVariants).toBe(true);
  });
});
