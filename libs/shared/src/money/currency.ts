const SYMBOLS: Readonly<Record<string, string>> = {
  usd: '$',
  zar: 'R',
  gbp: '£',
  php: '₱',
  aud: 'A$',
  cad: 'C$',
};

/** Currencies the catalogue is priced in, in the order the currency picker shows them. */
export const SUPPORTED_CURRENCIES = ['usd', 'gbp', 'zar', 'php', 'aud', 'cad'] as const;
type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[number];

export const DEFAULT_CURRENCY: SupportedCurrency = 'usd';

/** The symbol shown before a price; an unknown currency shows its upper-case code. */
export function currencySymbol(code: string): string {
  const key = code.trim().toLowerCase();
  return SYMBOLS[key] ?? key.toUpperCase();
}

/**
 * A currency code as the API stores and sends it: lower-case ISO 4217 ('gbp'), or null for anything
 * else. The rule of the catalogue's `currencyCodeSchema`, by hand for the checkout (no zod there).
 */
export function normaliseCurrencyCode(raw: string): string | null {
  const code = raw.trim().toLowerCase();
  return /^[a-z]{3}$/.test(code) ? code : null;
}
