import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const LearningErrors = {
  examNotFound: () => new DomainError('not_found', 'EXAM_NOT_FOUND', Messages.practice.examNotFound),
};
