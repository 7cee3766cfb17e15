const LONG_EN_GB = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date as the product shows it, en-GB long on the UTC calendar: '21 February 2027'. */
export function formatLongDate(date: Date): string {
  return LONG_EN_GB.format(date);
}
