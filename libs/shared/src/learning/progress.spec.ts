import { describe, expect, it } from 'vitest';
import { addDays, currentStreak, dailyTarget, daysBetween, DEFAULT_DAILY_TARGET, examDateFor, lastWeeks, localDay, perDay, perWeek, topicTrends, usableTimeZone, weekStart } from './progress';

describe('progress date arithmetic', () => {
  it('should count an instant on the calendar day of the time zone', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST) but not in UTC.
    expect(localDay(new Date('2026-06-30T23:30:00Z'), 'Europe/London')).toBe('2026-07-01');
    expect(localDay(new Date('2026-06-30T23:30:00Z'), 'UTC')).toBe('2026-06-30');
    expect(localDay(new Date('2026-12-31T23:30:00Z'), 'Europe/London')).toBe('2026-12-31');
    expect(usableTimeZone('Not/AZone')).toBe('Europe/London');
    expect(usableTimeZone(null)).toBe('Europe/London');
    expect(usableTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('should step days across month, year and clock changes, and start weeks on Monday', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(weekStart('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(lastWeeks('2026-11-26', 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
  });

  it('should fill every day and week, with % correct by marks and null when nothing was answered', () => {
    const counts = [
      { day: '2026-11-26', answered: 2, score: 3, maxScore: 4 },
      { day: '2026-11-23', answered: 1, score: 0, maxScore: 1 },
      { day: '2026-11-20', answered: 1, score: 1, maxScore: 1 },
    ];
    const days = perDay(counts, '2026-11-26', 7);
    expect(days.map((d) => d.start)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(days[6]).toEqual({ start: '2026-11-26', answered: 2, percentCorrect: 75 });
    expect(days[1]).toEqual({ start: '2026-11-21', answered: 0, percentCorrect: null });
    const weeks = perWeek(counts, '2026-11-26', 2);
    expect(weeks).toEqual([
      { start: '2026-11-16', answered: 1, percentCorrect: 100 },
      { start: '2026-11-23', answered: 3, percentCorrect: 60 },
    ]);
  });

  it('should count the streak back from today, or from yesterday before the first answer of the day', () => {
    expect(currentStreak(['2026-11-26', '2026-11-25', '2026-11-24', '2026-11-22'], '2026-11-26')).toBe(3);
    expect(currentStreak(['2026-11-25', '2026-11-24'], '2026-11-26')).toBe(2);
    expect(currentStreak(['2026-11-24'], '2026-11-26')).toBe(0);
    expect(currentStreak([], '2026-11-26')).toBe(0);
  });

  it('should spread what is left over the days to the exam, and fall back to a default with no date', () => {
    expect(dailyTarget('2026-11-26', '2026-12-06', 95)).toEqual({ target: 10, basis: 'exam-date', daysLeft: 10, remaining: 95 });
    expect(dailyTarget('2026-11-26', '2026-11-27', 7)).toMatchObject({ target: 7, daysLeft: 1 });
    expect(dailyTarget('2026-11-26', '2026-12-06', 0).target).toBe(0);
    expect(dailyTarget('2026-11-26', null, 50)).toEqual({ target: DEFAULT_DAILY_TARGET, basis: 'default', daysLeft: null, remaining: 50 });
    expect(dailyTarget('2026-11-26', '2026-11-26', 50)).toMatchObject({ target: 0, basis: 'exam-passed' });
    expect(examDateFor(['2027-03-01', '2026-12-01', '2026-01-01'], '2026-11-26')).toBe('2026-12-01');
    expect(examDateFor(['2026-01-01'], '2026-11-26')).toBe('2026-01-01');
    expect(examDateFor([], '2026-11-26')).toBeNull();
  });

  it('should compare each topic over the last four weeks with the four before', () => {
    const today = '2026-11-26';
    const trends = topicTrends(
      [
        { topic: 'Renal', day: today, answered: 4, score: 3, maxScore: 4 },
        { topic: 'Renal', day: addDays(today, -27), answered: 1, score: 1, maxScore: 4 }, // still recent
        { topic: 'Renal', day: addDays(today, -28), answered: 2, score: 1, maxScore: 2 }, // previous
        { topic: 'Renal', day: addDays(today, -56), answered: 9, score: 0, maxScore: 9 }, // too old
        { topic: 'Cardiology', day: addDays(today, -30), answered: 1, score: 1, maxScore: 1 },
      ],
      today,
    );
    expect(trends).toEqual([
      { topic: 'Cardiology', recent: { answered: 0, percentCorrect: null }, previous: { answered: 1, percentCorrect: 100 }, change: null },
      { topic: 'Renal', recent: { answered: 5, percentCorrect: 50 }, previous: { answered: 2, percentCorrect: 50 }, change: 0 },
    ]);
  });
});
