import { describe, expect, it } from 'vitest';
import { accessLabel, answeredLabel, daysLeftUntil, daysUntil, examCountdown, greeting, orderStateLabel, timeSpentLabel } from './dashboard-text';

const NOW = new Date('2027-01-10T15:30:00Z');

describe('dashboard text', () => {
  it('counts the days to an exam date on the UTC calendar', () => {
    expect(daysUntil('2027-02-21', NOW)).toBe(42);
    expect(daysUntil('2027-01-10', NOW)).toBe(0);
    expect(daysUntil('not a date', NOW)).toBeNull();
  });

  it("says 'MRCP Part 1 in 42 days', tomorrow, today, or when a past exam was", () => {
    expect(examCountdown('MRCP Part 1', '2027-02-21', NOW)).toBe('MRCP Part 1 in 42 days');
    expect(examCountdown('MSRA', '2027-01-11', NOW)).toBe('MSRA is tomorrow');
    expect(examCountdown('MSRA', '2027-01-10', NOW)).toBe('MSRA is today');
    expect(examCountdown('MSRA', '2026-12-01', NOW)).toBe('MSRA was on 1 December 2026');
  });

  it('labels the access: until when and days left, a free trial, or a trial complete', () => {
    expect(accessLabel({ access: 'subscription', endsAt: '2027-02-21T00:00:00.000Z', daysLeft: 42, trialComplete: false })).toBe(
      'Access until 21 February 2027 · 42 days left',
    );
    expect(accessLabel({ access: 'subscription', endsAt: '2027-01-11T00:00:00.000Z', daysLeft: 1, trialComplete: false })).toBe('Access until 11 January 2027 · 1 day left');
    expect(accessLabel({ access: 'trial', endsAt: null, daysLeft: null, trialComplete: false })).toBe('Free trial');
    expect(accessLabel({ access: 'trial', endsAt: null, daysLeft: null, trialComplete: true })).toBe('Trial complete');
  });

  it('counts days of access left as the server does (part of a day is a day)', () => {
    expect(daysLeftUntil('2027-01-11T00:00:00.000Z', NOW)).toBe(1);
    expect(daysLeftUntil('2027-01-01T00:00:00.000Z', NOW)).toBe(0);
  });

  it('formats answered counts', () => {
    expect(answeredLabel(40, 30)).toBe('10 of 40 questions answered');
    expect(answeredLabel(1, 1)).toBe('0 of 1 question answered');
  });

  it("greets by first name: 'Welcome' the first time, 'Welcome back' after", () => {
    expect(greeting('Ada', false)).toBe('Welcome, Ada.');
    expect(greeting(' Ada ', true)).toBe('Welcome back, Ada.');
    expect(greeting(undefined, false)).toBe('Welcome.');
  });

  it('says how long a session took, and what state an order is in', () => {
    expect(timeSpentLabel(45_400)).toBe('45 s');
    expect(timeSpentLabel(12 * 60_000 + 10_000)).toBe('12 min');
    expect(timeSpentLabel(65 * 60_000)).toBe('1 h 05 min');
    expect(orderStateLabel('pending')).toBe('Awaiting payment');
    expect(orderStateLabel('paid')).toBe('Paid');
  });
});
