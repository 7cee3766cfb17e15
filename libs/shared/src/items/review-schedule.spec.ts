import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextReviewDue } from './review-schedule';

describe('nextReviewDue', () => {
  it('is the same day twelve months on', () => {
    expect(nextReviewDue('2026-11-03')).toBe('2027-11-03');
    expect(nextReviewDue(new Date('2026-11-03T23:30:00Z'))).toBe('2027-11-03');
  });

  it("falls on the month's last day when that day does not exist", () => {
    expect(nextReviewDue('2028-02-29')).toBe('2029-02-28');
    expect(nextReviewDue('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('refuses what is not a date', () => {
    expect(() => nextReviewDue('soon')).toThrow(RangeError);
  });

  it('is always later by about a year', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        const days = (Date.parse(nextReviewDue(d)) - Date.parse(d.toISOString().slice(0, 10))) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(364);
        expect(days).toBeLessThanOrEqual(366);
      }),
    );
  });
});
