/**
 * The same time of day `months` calendar months later, on the UTC calendar; a day that the target
 * month lacks is clamped to its last day (31 January + 1 month = 28 or 29 February).
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + Math.trunc(months);
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}
