import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueLabel, nextReviewText } from './due-label';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('dueLabel', () => {
  it('says due now for a card whose time has come, to the millisecond', () => {
    expect(dueLabel(NOW, NOW)).toBe('due now');
    expect(dueLabel(at('2026-11-20T08:00:00.000Z'), NOW)).toBe('due now');
    expect(dueLabel(at('2026-11-26T10:00:00.001Z'), NOW)).toBe('today');
  });

  it('says today, tomorrow and in N days on the UTC calendar, not in 24-hour steps', () => {
    expect(dueLabel(at('2026-11-26T23:59:59.999Z'), NOW)).toBe('today');
    expect(dueLabel(at('2026-11-27T00:00:00.000Z'), NOW)).toBe('tomorrow');
    expect(dueLabel(at('2026-11-27T23:00:00.000Z'), NOW)).toBe('tomorrow');
    expect(dueLabel(at('2026-11-28T00:30:00.000Z'), NOW)).toBe('in 2 days');
    expect(dueLabel(at('2026-11-29T09:00:00.000Z'), NOW)).toBe('in 3 days');
    expect(dueLabel(at('2026-12-02T23:00:00.000Z'), NOW)).toBe('in 6 days');
  });

  it('gives a short en-GB date from a week out, with the year only when it is another year', () => {
    expect(dueLabel(at('2026-12-03T08:00:00.000Z'), NOW)).toBe('3 Dec');
    expect(dueLabel(at('2026-12-31T23:59:00.000Z'), NOW)).toBe('31 Dec');
    expect(dueLabel(at('2027-01-02T08:00:00.000Z'), NOW)).toBe('2 Jan 2027');
  });

  it('crosses a month and a year end by calendar days', () => {
    const lateNight = at('2026-12-31T23:30:00.000Z');
    expect(dueLabel(at('2027-01-01T00:10:00.000Z'), lateNight)).toBe('tomorrow');
    expect(dueLabel(at('2027-01-03T12:00:00.000Z'), lateNight)).toBe('in 3 days');
  });

  it('never says due now for a future card, and always for a past one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400 * 86_400_000, max: 400 * 86_400_000 }), (offset) => {
        const label = dueLabel(new Date(NOW.getTime() + offset), NOW);
        expect(label === 'due now').toBe(offset <= 0);
      }),
    );
  });
});

describe('nextReviewText', () => {
  it('reads as the end of a sentence', () => {
    expect(nextReviewText(at('2026-11-26T18:00:00.000Z'), NOW)).toBe('next review today');
    expect(nextReviewText(at('2026-11-27T09:00:00.000Z'), NOW)).toBe('next review tomorrow');
    expect(nextReviewText(at('2026-11-29T09:00:00.000Z'), NOW)).toBe('next review in 3 days');
    expect(nextReviewText(at('2026-12-09T09:00:00.000Z'), NOW)).toBe('next review on 9 Dec');
    expect(nextReviewText(at('2026-11-26T09:00:00.000Z'), NOW)).toBe('next review now');
  });
});
