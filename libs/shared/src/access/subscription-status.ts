import { z } from 'zod';

const SUBSCRIPTION_STATUSES = ['none', 'free', 'trial', 'subscription'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const DEFAULT_SUBSCRIPTION_STATUS: SubscriptionStatus = 'none';

/** A subscription status; any other value reads as 'none'. */
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES).catch(DEFAULT_SUBSCRIPTION_STATUS);

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value);
}

/** The status a value stands for: itself if it is one of the four, otherwise 'none'. */
export function toSubscriptionStatus(value: unknown): SubscriptionStatus {
  return isSubscriptionStatus(value) ? value : DEFAULT_SUBSCRIPTION_STATUS;
}

/** Any status other than 'none' counts as having access. */
export function hasAccess(status: SubscriptionStatus | null | undefined): boolean {
  return toSubscriptionStatus(status) !== 'none';
}
