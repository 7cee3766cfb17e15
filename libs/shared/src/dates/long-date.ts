/**
 * Dates as the product shows them, en-GB on the UTC calendar, written out by hand: the first
 * `Intl.DateTimeFormat` a page builds loads the browser's locale data, a long task (~60 ms on a
 * mid-range phone) on the dashboard's start. The words are Intl's en-GB ones (the tests compare
 * with it) but for the short September: 'Sep', as GOV.UK's style writes it, not CLDR's 'Sept'.
 */
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '21 February 2027'. */
export function formatLongDate(date: Date): string {
  return `${date.getUTCDate()} ${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '3 Nov 2026'. */
export function formatShortDate(date: Date): string {
  return `${formatDayMonth(date)} ${date.getUTCFullYear()}`;
}

/** '3 Nov'. */
export function formatDayMonth(date: Date): string {
  return `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}`;
}
