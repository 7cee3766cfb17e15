import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency';

describe('currencySymbol', () => {
  it.each([
    ['usd', '$'],
    ['zar', 'R'],
    ['gbp', '£'],
    ['php', '₱'],
    ['aud', 'A$'],
    ['cad', 'C$'],
  ])('shows %s as %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('accepts codes in any case', () => {
    expect(currencySymbol('GBP')).toBe('£');
  });

  it('shows an unknown currency as its upper-case code', () => {
    expect(currencySymbol('eur')).toBe('EUR');
  });
});
