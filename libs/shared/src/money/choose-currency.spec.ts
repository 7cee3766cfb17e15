import { describe, expect, it } from 'vitest';
import { chooseCurrency, currencyForLocales } from './choose-currency';

const ALL = ['usd', 'gbp', 'zar', 'php', 'aud', 'cad'];

describe('currencyForLocales', () => {
  it.each([
    [['en-GB'], 'gbp'],
    [['en-ZA'], 'zar'],
    [['en-AU'], 'aud'],
    [['en-CA', 'fr-CA'], 'cad'],
    [['en-PH'], 'php'],
    [['fil'], 'php'],
    [['en_GB'], 'gbp'],
    [['en-US', 'en-GB'], 'gbp'],
    [['zh-Hant-TW', 'en-GB'], 'gbp'],
  ])('reads %j as %s', (locales, currency) => {
    expect(currencyForLocales(locales)).toBe(currency);
  });

  it('suggests nothing for a region without a currency of ours', () => {
    expect(currencyForLocales(['en-US', 'de-DE', 'en'])).toBeNull();
    expect(currencyForLocales([])).toBeNull();
  });
});

describe('chooseCurrency', () => {
  it('opens in the saved currency first', () => {
    expect(chooseCurrency({ saved: 'GBP', remembered: 'zar', locales: ['en-AU'], offered: ALL })).toBe('gbp');
  });

  it('takes the remembered currency when nothing is saved', () => {
    expect(chooseCurrency({ saved: null, remembered: 'zar', locales: ['en-AU'], offered: ALL })).toBe('zar');
  });

  it("takes the browser's region when nothing is saved or remembered", () => {
    expect(chooseCurrency({ locales: ['en-GB'], offered: ALL })).toBe('gbp');
  });

  it('falls back to usd, the product default', () => {
    expect(chooseCurrency({ locales: ['de-DE'], offered: ALL })).toBe('usd');
    expect(chooseCurrency({})).toBe('usd');
  });

  it('passes over a currency the product is not priced in', () => {
    expect(chooseCurrency({ saved: 'cad', remembered: 'php', locales: ['en-GB'], offered: ['usd', 'gbp'] })).toBe('gbp');
    expect(chooseCurrency({ saved: 'eur', offered: [] })).toBe('usd');
  });

  it('treats an empty offer as every supported currency (the product has not loaded yet)', () => {
    expect(chooseCurrency({ remembered: 'aud' })).toBe('aud');
  });
});
