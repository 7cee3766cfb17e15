import { toSubscriptionStatus } from './subscription-status';

/** The part of a user's access the available-exams rule reads; exams are referenced by id. */
interface AccessGrants {
  access: unknown;
  subscriptions?: readonly { exam: string; endsAt?: Date | null }[] | null;
  trial?: { exam: string } | null;
}

/**
 * The exams a user may use: a subscription gives its unexpired subscriptions' exams, a trial only
 * the trial exam, none and free give none; a logged-out visitor (no access) has none.
 */
export function availableExams(access: AccessGrants | null | undefined, now: Date): string[] {
  if (!access) return [];
  switch (toSubscriptionStatus(access.access)) {
    case 'subscription': {
      const live = (access.subscriptions ?? []).filter(
        (subscription) => subscription.endsAt == null || subscription.endsAt.getTime() > now.getTime(),
      );
      return [...new Set(live.map((subscription) => subscription.exam))];
    }
    case 'trial':
      return access.trial ? [access.trial.exam] : [];
    case 'free':
    case 'none':
      return [];
  }
}
