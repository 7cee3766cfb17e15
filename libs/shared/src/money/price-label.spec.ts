import { describe, expect, it } from 'vitest';
import { formatMinorUnits, priceLabel } from './price-label';

describe('priceLabel', () => {
  it.each([
    [54.99, 'usd', '$54.99'],
    [40, 'gbp', '£40.00'],
    [899.5, 'zar', 'R899.50'],
    [2999, 'php', '₱2999.00'],
    [79.9, 'aud', 'A$79.90'],
    [69, 'cad', 'C$69.00'],
  ])('shows %s %s as %s', (amount, currency, label) => {
    expect(priceLabel(amount, currency)).toBe(label);
  });

  it('shows an unknown currency by its upper-case code', () => {
    expect(priceLabel(12.5, 'eur')).toBe('EUR12.50');
  });

  it('shows a zero price with 2 decimals', () => {
    expect(priceLabel(0, 'gbp')).toBe('£0.00');
  });

  it('does not let float error reach the label', () => {
    expect(priceLabel(0.1 + 0.2, 'usd')).toBe('$0.30');
  });
});

describe('formatMinorUnits', () => {
  it('pads pence and keeps the sign', () => {
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(-1234)).toBe('-12.34');
  });
});
