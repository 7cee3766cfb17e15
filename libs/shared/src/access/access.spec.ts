import { describe, expect, it } from 'vitest';
import { examAccess } from './exam-access';
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

describe('examAccess', () => {
  const trial = { exam: 'frca-1', sessionComplete: false };
  const subscriptions = [
    { exam: 'mrcp-1', endsAt: new Date('2026-09-01T00:00:00Z') },
    { exam: 'msra', endsAt: new Date('2026-05-01T00:00:00Z') },
  ];

  it('opens an exam to a subscriber of it while the subscription runs', () => {
    expect(examAccess({ subscriptions, trial: null }, 'mrcp-1', now)).toEqual({ via: 'subscription' });
  });

  it('closes an exam whose subscription has ended', () => {
    expect(examAccess({ subscriptions, trial: null }, 'msra', now)).toEqual({ via: 'none', trial: null });
    expect(examAccess({ subscriptions, trial: null }, 'mrcp-1', new Date('2026-09-01T00:00:00Z'))).toEqual({ via: 'none', trial: null });
  });

  it('opens only the trial exam to a trial user, naming the trial when another exam is asked for', () => {
    expect(examAccess({ subscriptions: [], trial }, 'frca-1', now)).toEqual({ via: 'trial', trial });
    expect(examAccess({ subscriptions: [], trial }, 'mrcp-1', now)).toEqual({ via: 'none', trial });
  });

  it('keeps the trial exam open to a user who has since subscribed to another exam', () => {
    expect(examAccess({ subscriptions, trial }, 'frca-1', now)).toEqual({ via: 'trial', trial });
    expect(examAccess({ subscriptions, trial }, 'mrcp-1', now)).toEqual({ via: 'subscription' });
  });

  it('prefers a subscription to the trial of the same exam', () => {
    expect(examAccess({ subscriptions, trial: { ...trial, exam: 'mrcp-1' } }, 'mrcp-1', now)).toEqual({ via: 'subscription' });
  });

  it('opens nothing to a user with neither', () => {
    expect(examAccess({ subscriptions: [], trial: null }, 'mrcp-1', now)).toEqual({ via: 'none', trial: null });
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
