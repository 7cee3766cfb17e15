import { addCalendarMonths } from './add-calendar-months';

export interface PurchasedPeriod {
  /** When the buyer's access to the exam ends now; null when they have none. */
  currentEnd: Date | null;
  now: Date;
  /** The calendar months bought. */
  months: number;
}

/**
 * The moment access ends once a period is paid: the months are added to the current end while
 * access is still running (an extension loses no day), else to now. The server grants exactly
 * this, and the checkout shows it.
 */
export function accessEndAfterPurchase({ currentEnd, now, months }: PurchasedPeriod): Date {
  const live = currentEnd !== null && currentEnd.getTime() > now.getTime();
  return addCalendarMonths(live ? currentEnd : now, months);
}
