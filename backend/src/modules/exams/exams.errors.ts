import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const ExamErrors = {
  notFound: (slug: string) => new DomainError('not_found', 'EXAM_NOT_FOUND', Messages.exams.notFound, { slug }),
};
