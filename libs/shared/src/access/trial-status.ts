import { toSubscriptionStatus } from './subscription-status';

/** A trial is offered to a logged-out visitor, or to a user whose access is none or absent. */
export function isTrialOffered(loggedIn: boolean, status: unknown): boolean {
  return !loggedIn || toSubscriptionStatus(status) === 'none';
}

/** A trial is complete when the status is trial and the trial's session is marked complete. */
export function isTrialComplete(status: unknown, trial: { sessionComplete?: boolean | null } | null | undefined): boolean {
  return toSubscriptionStatus(status) === 'trial' && trial?.sessionComplete === true;
}
