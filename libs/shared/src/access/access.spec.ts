import { describe, expect, it } from 'vitest';
import { availableExams } from './available-exams';
import { hasAccess, subscriptionStatusSchema, toSubscriptionStatus } from './subscription-status';
import { isTrialComplete, isTrialOffered } from './trial-status';

const now = new Date('2026-06-01T00:00:00Z');

describe('toSubscriptionStatus', () => {
  it.each(['none', 'free', 'trial', 'subscription'])('keeps %s', (status) => {
    expect(toSubscriptionStatus(status)).toBe(status);
    expect(subscriptionStatusSchema.parse(status)).toBe(status);
  });

  it.each([['premium'], ['TRIAL'], [''], [null], [undefined], [3]])('reads %j as none', (value) => {
    expect(toSubscriptionStatus(value)).toBe('none');
    expect(subscriptionStatusSchema.parse(value)).toBe('none');
  });
});

describe('hasAccess', () => {
  it('is true for every status except none', () => {
    expect(hasAccess('subscription')).toBe(true);
    expect(hasAccess('trial')).toBe(true);
    expect(hasAccess('free')).toBe(true);
    expect(hasAccess('none')).toBe(false);
    expect(hasAccess(null)).toBe(false);
  });
});

describe('availableExams', () => {
  const subscriptions = [
    { exam: 'mrcp-1', endsAt: new Date('2026-09-01T00:00:00Z') },
    { exam: 'msra', endsAt: new Date('2026-05-01T00:00:00Z') },
    { exam: 'mrcs-a', endsAt: null },
    { exam: 'mrcp-1', endsAt: new Date('2027-09-01T00:00:00Z') },
  ];
  const trial = { exam: 'frca-1' };

  it("gives a subscriber the exams of their unexpired subscriptions, once each", () => {
    expect(availableExams({ access: 'subscription', subscriptions, trial }, now)).toEqual(['mrcp-1', 'mrcs-a']);
  });

  it('gives a trial user only the trial exam', () => {
    expect(availableExams({ access: 'trial', subscriptions, trial }, now)).toEqual(['frca-1']);
    expect(availableExams({ access: 'trial', trial: null }, now)).toEqual([]);
  });

  it('gives none and free users no exams', () => {
    expect(availableExams({ access: 'none', subscriptions, trial }, now)).toEqual([]);
    expect(availableExams({ access: 'free', subscriptions, trial }, now)).toEqual([]);
  });

  it('gives a logged-out visitor no exams', () => {
    expect(availableExams(null, now)).toEqual([]);
  });

  it('treats an unknown status as none', () => {
    expect(availableExams({ access: 'gold', subscriptions, trial }, now)).toEqual([]);
  });
});

describe('isTrialOffered', () => {
  it('offers a trial to a logged-out visitor whatever the status', () => {
    expect(isTrialOffered(false, 'subscription')).toBe(true);
  });

  it('offers a trial to a user with access none or absent', () => {
    expect(isTrialOffered(true, 'none')).toBe(true);
    expect(isTrialOffered(true, undefined)).toBe(true);
  });

  it('does not offer a trial to a user with free, trial or subscription access', () => {
    expect(isTrialOffered(true, 'free')).toBe(false);
    expect(isTrialOffered(true, 'trial')).toBe(false);
    expect(isTrialOffered(true, 'subscription')).toBe(false);
  });
});

describe('isTrialComplete', () => {
  it('is complete when the status is trial and the session is complete', () => {
    expect(isTrialComplete('trial', { sessionComplete: true })).toBe(true);
  });

  it('is not complete with another status or an unfinished session', () => {
    expect(isTrialComplete('subscription', { sessionComplete: true })).toBe(false);
    expect(isTrialComplete('trial', { sessionComplete: false })).toBe(false);
    expect(isTrialComplete('trial', null)).toBe(false);
  });
});
