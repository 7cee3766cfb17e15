import { Messages, type ResponseError } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const SessionErrors = {
  examNotFound: () => new DomainError('not_found', 'EXAM_NOT_FOUND', Messages.practice.examNotFound),
  noAccess: (examTitle: string) => new DomainError('forbidden', 'NO_ACCESS', Messages.practice.noAccess(examTitle)),
  trialOtherExam: (examTitle: string) => new DomainError('forbidden', 'TRIAL_OTHER_EXAM', Messages.practice.trialOtherExam(examTitle)),
  trialComplete: () => new DomainError('forbidden', 'TRIAL_COMPLETE', Messages.practice.trialComplete),
  trialInProgress: (sessionId: string | null) => new DomainError('conflict', 'TRIAL_IN_PROGRESS', Messages.practice.trialInProgress, { sessionId }),
  tooFew: (available: number) => new DomainError('invalid', 'TOO_FEW_QUESTIONS', Messages.practice.tooFew(available), { available }),
  countRequired: () => new DomainError('invalid', 'COUNT_REQUIRED', Messages.practice.countRequired),
  sessionNotFound: () => new DomainError('not_found', 'SESSION_NOT_FOUND', Messages.practice.sessionNotFound),
  notInSession: () => new DomainError('invalid', 'NOT_IN_SESSION', Messages.practice.notInSession),
  alreadyAnswered: () => new DomainError('conflict', 'ALREADY_ANSWERED', Messages.practice.alreadyAnswered),
  timeUp: () => new DomainError('conflict', 'TIME_UP', Messages.practice.timeUp),
  sessionEnded: () => new DomainError('conflict', 'SESSION_ENDED', Messages.practice.sessionEnded),
  answersClosed: () => new DomainError('conflict', 'ANSWERS_CLOSED', Messages.practice.answersClosed),
  sourceSessionNotFound: () => new DomainError('not_found', 'SOURCE_SESSION_NOT_FOUND', Messages.practice.sourceSessionNotFound),
  noteQuestionNotSeen: () => new DomainError('not_found', 'QUESTION_NOT_SEEN', Messages.practice.noteQuestionNotSeen),
  /** A response that does not fit its item: the code says how (RESPONSE_INVALID, RESPONSE_WRONG_TYPE…), `field` where. */
  invalidResponse: (error: ResponseError) => new DomainError('invalid', error.code, error.message, { field: error.field }),
  sessionRunning: () => new DomainError('conflict', 'SESSION_RUNNING', Messages.practice.sessionRunning),
};
