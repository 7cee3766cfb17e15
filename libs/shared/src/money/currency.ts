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
export type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[number];

/** True for a currency the catalogue is priced in (exactly as listed: lower case). */
export function isSupportedCurrency(value: unknown): value is SupportedCurrency {
  return (SUPPORTED_CURRENCIES as readonly unknown[]).includes(value);
}

/** A currency code as the API stores and sends it: lower-case ISO 4217, e.g. 'gbp'. */
export const CURRENCY_CODE_PATTERN = /^[a-z]{3}$/;
export const CURRENCY_CODE_MESSAGE = 'currency must be a three-letter code such as gbp';

export const DEFAULT_CURRENCY: SupportedCurrency = 'usd';

/** The symbol shown before a price; an unknown currency shows its upper-case code. */
export function currencySymbol(code: string): string {
  const key = code.trim().toLowerCase();
  return SYMBOLS[key] ?? key.toUpperCase();
}

/**
 * A typed currency code, trimmed and lower-cased, or null when it is not one: the rule of
 * `currencyCodeSchema`, without zod for the checkout.
 */
export function normaliseCurrencyCode(raw: string): string | null {
  const code = raw.trim().toLowerCase();
  return CURRENCY_CODE_PATTERN.test(code) ? code : null;
}
