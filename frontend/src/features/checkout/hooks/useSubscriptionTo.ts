import type { Exam } from '@medprep/shared';
import { useAppSelector } from '../../../app/hooks';
import { selectMe } from '../../../app/session/session-api';

/** The signed-in user's current subscription to this exam, from `me`. */
export function useSubscriptionTo(exam: Exam) {
  const me = useAppSelector(selectMe);
  const now = Date.now();
  return (
    me?.access.subscriptions.find(
      (subscription) => (subscription.exam === exam.id || subscription.examSlug === exam.slug) && Date.parse(subscription.endsAt) > now,
    ) ?? null
  );
}
