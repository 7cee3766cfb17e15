import { DEFAULT_CURRENCY, SUPPORTED_CURRENCIES } from './currency';

/** The currency a browser's region suggests, by its language tags' region (en-GB → gbp). */
const REGION_CURRENCY: Readonly<Record<string, string>> = { GB: 'gbp', ZA: 'zar', AU: 'aud', CA: 'cad', PH: 'php' };
/** Languages that name a supported currency's country without a region tag. */
const LANGUAGE_CURRENCY: Readonly<Record<string, string>> = { fil: 'php' };

/** The currency a browser's language tags suggest ('en-GB' → 'gbp'), the first that names one; else null. */
export function currencyForLocales(locales: readonly string[]): string | null {
  for (const tag of locales) {
    const [language = '', ...rest] = tag.trim().split(/[-_]/);
    const region = rest.find((part) => /^[a-z]{2}$/i.test(part))?.toUpperCase();
    const currency = (region && REGION_CURRENCY[region]) || LANGUAGE_CURRENCY[language.toLowerCase()];
    if (currency) return currency;
  }
  return null;
}

export interface CurrencyChoiceInput {
  /** The currency saved with the signed-in user's settings (picked or paid in on any device). */
  saved?: string | null;
  /** The last currency chosen in this browser (the persisted client store). */
  remembered?: string | null;
  /** The browser's preferred languages (navigator.languages). */
  locales?: readonly string[];
  /** The currencies the product is priced in; empty or absent: every supported currency. */
  offered?: readonly string[];
}

const normalise = (code: string | null | undefined) => code?.trim().toLowerCase() || null;

/**
 * The currency a checkout or an exam page opens in: the user's saved currency, else the one last
 * chosen in this browser, else the browser's region, else the product's default (usd). A candidate
 * the product is not priced in is passed over.
 */
export function chooseCurrency({ saved, remembered, locales = [], offered = [] }: CurrencyChoiceInput): string {
  const priced = new Set((offered.length > 0 ? offered : SUPPORTED_CURRENCIES).map((code) => code.trim().toLowerCase()));
  for (const candidate of [normalise(saved), normalise(remembered), currencyForLocales(locales)]) {
    if (candidate && priced.has(candidate)) return candidate;
  }
  return DEFAULT_CURRENCY;
}
