import { Injectable } from '@nestjs/common';
import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';
import { AccessService } from '../access/access.service';
import { QuestionsRepository, type ExamRef } from '../questions/questions.repository';

/** The exam a learning read is about: it must exist, and the caller must be able to practise it. */
@Injectable()
export class LearningExamService {
  constructor(
    private readonly questions: QuestionsRepository,
    private readonly access: AccessService,
  ) {}

  async practisable(userId: string, examRef: string): Promise<ExamRef> {
    const exam = await this.questions.findExam(examRef);
    if (!exam) throw new DomainError('not_found', 'EXAM_NOT_FOUND', Messages.practice.examNotFound);
    const access = await this.access.practiceAccess(userId, exam.id);
    if (access.via === 'none') throw new DomainError('forbidden', 'NO_ACCESS', Messages.practice.noAccess(exam.title));
    return exam;
  }
}
