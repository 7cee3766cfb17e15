import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessEndAfterPurchase } from './access-end-after-purchase';
import { addCalendarMonths } from './add-calendar-months';
import { formatDayMonth, formatLongDate, formatShortDate } from './long-date';

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('addCalendarMonths', () => {
  it('adds calendar months, across a year end', () => {
    expect(addCalendarMonths(utc('2026-11-21'), 3)).toEqual(utc('2027-02-21'));
    expect(addCalendarMonths(utc('2026-02-21'), 12)).toEqual(utc('2027-02-21'));
  });

  it('clamps to the last day of a shorter month, 29 February in a leap year', () => {
    expect(addCalendarMonths(utc('2024-01-31'), 1)).toEqual(utc('2024-02-29'));
    expect(addCalendarMonths(utc('2025-01-31'), 1)).toEqual(utc('2025-02-28'));
    expect(addCalendarMonths(utc('2027-11-30'), 3)).toEqual(utc('2028-02-29'));
    expect(addCalendarMonths(utc('2026-08-31'), 1)).toEqual(utc('2026-09-30'));
  });

  it('takes 29 February a year on to 28 February', () => {
    expect(addCalendarMonths(utc('2024-02-29'), 12)).toEqual(utc('2025-02-28'));
    expect(addCalendarMonths(utc('2024-02-29'), 48)).toEqual(utc('2028-02-29'));
  });

  it('keeps the time of day and does not change its argument', () => {
    const start = new Date('2026-05-10T15:30:00Z');
    expect(addCalendarMonths(start, 1)).toEqual(new Date('2026-06-10T15:30:00Z'));
    expect(start).toEqual(new Date('2026-05-10T15:30:00Z'));
  });

  it('always lands in the month `months` later, on a day no later than the start day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: utc('1990-01-01'), max: utc('2200-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 120 }),
        (start, months) => {
          const end = addCalendarMonths(start, months);
          const monthsApart =
            (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
          expect(monthsApart).toBe(months);
          expect(end.getUTCDate()).toBeLessThanOrEqual(start.getUTCDate());
        },
      ),
    );
  });
});

describe('formatLongDate', () => {
  it('formats en-GB long: day, month name, year', () => {
    expect(formatLongDate(utc('2027-02-21'))).toBe('21 February 2027');
    expect(formatLongDate(utc('2028-02-29'))).toBe('29 February 2028');
  });

  it('reads the date on the UTC calendar', () => {
    expect(formatLongDate(new Date('2027-02-21T23:59:59Z'))).toBe('21 February 2027');
  });
});

describe('accessEndAfterPurchase', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('adds the months to the current end while access is running', () => {
    const currentEnd = new Date('2027-02-25T10:00:00Z');
    expect(accessEndAfterPurchase({ currentEnd, now, months: 1 })).toEqual(new Date('2027-03-25T10:00:00Z'));
    expect(accessEndAfterPurchase({ currentEnd, now, months: 3 })).toEqual(new Date('2027-05-25T10:00:00Z'));
  });

  it('counts from now when there is no access or it has ended', () => {
    expect(accessEndAfterPurchase({ currentEnd: null, now, months: 1 })).toEqual(new Date('2026-12-25T10:00:00Z'));
    expect(accessEndAfterPurchase({ currentEnd: new Date('2026-10-01T00:00:00Z'), now, months: 1 })).toEqual(new Date('2026-12-25T10:00:00Z'));
  });

  it('never ends before the current end or before now plus the months', () => {
    fc.assert(
      fc.property(
        fc.option(fc.date({ min: utc('2020-01-01'), max: utc('2040-01-01'), noInvalidDate: true })),
        fc.integer({ min: 1, max: 36 }),
        (currentEnd, months) => {
          const end = accessEndAfterPurchase({ currentEnd, now, months });
          expect(end.getTime()).toBeGreaterThanOrEqual(addCalendarMonths(now, months).getTime());
          if (currentEnd) expect(end.getTime()).toBeGreaterThan(currentEnd.getTime());
        },
      ),
    );
  });
});

describe('the en-GB date formatters', () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
  // GOV.UK's short September rather than CLDR's.
  const govUk = (format: Intl.DateTimeFormat) => ({ format: (date: Date) => format.format(date).replace('Sept', 'Sep') });
  const short = govUk(intl({ day: 'numeric', month: 'short', year: 'numeric' }));
  const dayMonth = govUk(intl({ day: 'numeric', month: 'short' }));

  it("write what Intl's en-GB formats write, on the UTC calendar, for any instant", () => {
    fc.assert(
      fc.property(fc.date({ min: utc('1970-01-01'), max: utc('2200-12-31'), noInvalidDate: true }), (date) => {
        expect(formatLongDate(date)).toBe(long.format(date));
        expect(formatShortDate(date)).toBe(short.format(date));
        expect(formatDayMonth(date)).toBe(dayMonth.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it("name every month as en-GB does, but September 'Sep'", () => {
    const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 30, 23, 59)));
    expect(months.map(formatShortDate)).toEqual(months.map((d) => short.format(d)));
    expect(formatShortDate(utc('2026-09-03'))).toBe('3 Sep 2026');
    expect(formatLongDate(new Date('2027-02-21T23:59:59Z'))).toBe('21 February 2027');
  });
});
