import { describe, expect, it } from 'vitest';
import { currencySymbol, isSupportedCurrency, normaliseCurrencyCode } from './currency';

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

describe('normaliseCurrencyCode', () => {
  it('gives a three-letter code in lower case, trimmed', () => {
    expect(normaliseCurrencyCode(' GBP ')).toBe('gbp');
    expect(normaliseCurrencyCode('zar')).toBe('zar');
  });

  it.each(['', 'gb', 'gbpp', 'g1p', '£'])('refuses %j', (raw) => {
    expect(normaliseCurrencyCode(raw)).toBeNull();
  });
});

describe('isSupportedCurrency', () => {
  it('accepts the catalogue\'s currencies as listed and nothing else', () => {
    expect(['usd', 'gbp', 'zar', 'php', 'aud', 'cad'].every(isSupportedCurrency)).toBe(true);
    expect([' gbp', 'GBP', 'eur', '', null, 42].some(isSupportedCurrency)).toBe(false);
  });
});
