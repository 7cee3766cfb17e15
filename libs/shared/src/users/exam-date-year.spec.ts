import { describe, expect, it } from 'vitest';
import { examDateYearProblem, examYearRange } from './exam-date-year';

const now = new Date('2026-11-25T12:00:00Z');

describe('examYearRange', () => {
  it('runs from last year to five years ahead', () => {
    expect(examYearRange(now)).toEqual({ from: 2025, to: 2031 });
  });

  it('reads the year in UTC', () => {
    expect(examYearRange(new Date('2026-12-31T23:30:00-05:00'))).toEqual({ from: 2026, to: 2032 });
  });
});

describe('examDateYearProblem', () => {
  it('accepts the first and last day of the range', () => {
    expect(examDateYearProblem('2025-01-01', now)).toBeNull();
    expect(examDateYearProblem('2031-12-31', now)).toBeNull();
  });

  it('names the range for a year outside it', () => {
    for (const date of ['2024-12-31', '2032-01-01', '0001-01-01', '9999-12-31']) {
      expect(examDateYearProblem(date, now)).toBe('must be in a year from 2025 to 2031');
    }
  });
});
