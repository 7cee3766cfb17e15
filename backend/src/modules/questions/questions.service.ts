import { Injectable } from '@nestjs/common';
import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';
import { AccessService } from '../access/access.service';
import { QuestionsRepository } from './questions.repository';

@Injectable()
export class QuestionsService {
  constructor(
    private readonly questions: QuestionsRepository,
    private readonly access: AccessService,
  ) {}

  async flag(userId: string, questionId: string, flagged: boolean): Promise<{ questionId: string; flagged: boolean }> {
    const question = await this.practisable(userId, questionId);
    if (flagged) await this.questions.flag(userId, question);
    else await this.questions.unflag(userId, question.id);
    return { questionId: question.id, flagged };
  }

  async report(userId: string, questionId: string, message: string): Promise<{ reportId: string }> {
    const question = await this.practisable(userId, questionId);
    return { reportId: await this.questions.report(userId, question.id, message) };
  }

  /** A question of an exam the user may practise: others are as if they did not exist. */
  private async practisable(userId: string, questionId: string) {
    const question = await this.questions.findById(questionId);
    const access = question ? await this.access.practiceAccess(userId, question.examId) : null;
    if (!question || !access || access.via === 'none') throw new DomainError('not_found', 'QUESTION_NOT_FOUND', Messages.practice.questionNotFound);
    return question;
  }
}
