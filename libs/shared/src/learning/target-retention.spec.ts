import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE_RETENTION, EXAM_DAY_RETENTION, daysToNextExam, retentionForExamDates, targetRetention } from './target-retention';

describe('targetRetention', () => {
  it('aims for the base retention with no exam date, or more than six weeks out, or after the exam', () => {
    expect(targetRetention(null)).toBe(0.85);
    expect(targetRetention(42)).toBe(0.85);
    expect(targetRetention(400)).toBe(0.85);
    expect(targetRetention(-1)).toBe(0.85);
  });

  it('rises linearly over the last six weeks to 0.92 on the exam day', () => {
    expect(targetRetention(0)).toBe(0.92);
    expect(targetRetention(21)).toBe(0.885);
    expect(targetRetention(41)).toBeCloseTo(0.852, 3);
  });

  it('never falls as the exam comes closer, and stays within the base and the exam-day value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (days) => {
        const r = targetRetention(days);
        expect(r).toBeGreaterThanOrEqual(BASE_RETENTION);
        expect(r).toBeLessThanOrEqual(EXAM_DAY_RETENTION);
        expect(targetRetention(Math.max(0, days - 1))).toBeGreaterThanOrEqual(r);
      }),
    );
  });
});

describe('daysToNextExam', () => {
  const now = new Date('2026-11-26T18:30:00Z');

  it('counts whole days to the nearest date still ahead, today included', () => {
    expect(daysToNextExam(['2026-12-10', '2027-03-01'], now)).toBe(14);
    expect(daysToNextExam(['2026-11-26'], now)).toBe(0);
    expect(daysToNextExam(['2026-11-20', '2027-01-07'], now)).toBe(42);
  });

  it('is null with no date ahead', () => {
    expect(daysToNextExam([], now)).toBeNull();
    expect(daysToNextExam(['2026-11-25'], now)).toBeNull();
  });

  it('gives the retention for the nearest exam', () => {
    expect(retentionForExamDates(['2026-11-26'], now)).toBe(0.92);
    expect(retentionForExamDates([], now)).toBe(0.85);
  });
});
