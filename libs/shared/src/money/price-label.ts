import { currencySymbol } from './currency';
import { toMinorUnits } from './minor-units';

/** Integer minor units as a decimal with exactly 2 places: 5499 → '54.99', 5 → '0.05'. */
export function formatMinorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A price as shown to users: the currency's symbol, then the amount with 2 decimals ('£54.99'). */
export function priceLabel(amountMajor: number, currencyCode: string): string {
  return `${currencySymbol(currencyCode)}${formatMinorUnits(toMinorUnits(amountMajor))}`;
}
