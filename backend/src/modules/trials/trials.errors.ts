import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const TrialErrors = {
  notYou: () => new DomainError('forbidden', 'NOT_YOUR_ACCOUNT', 'You can only claim a trial for your own account.'),
  noInstanceCode: () => new DomainError('unavailable', 'NO_INSTANCE_CODE', Messages.trials.noInstanceCode),
  examNotFound: (slug: string) => new DomainError('not_found', 'EXAM_NOT_FOUND', Messages.exams.notFound, { slug }),
  alreadyUsed: () => new DomainError('conflict', 'TRIAL_ALREADY_USED', Messages.trials.alreadyUsed),
  notWithSubscription: () => new DomainError('conflict', 'TRIAL_NOT_AVAILABLE', Messages.trials.notWithSubscription),
};
