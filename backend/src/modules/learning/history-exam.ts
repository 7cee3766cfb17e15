import { Inject, Injectable } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { QuestionsRepository } from '../questions/questions.repository';
import { SessionErrors } from '../sessions/sessions.errors';

export interface PractisableExam {
  id: string;
  slug: string;
  title: string;
}

/** An exam by slug or id that the user may practise: 404 EXAM_NOT_FOUND, 403 NO_ACCESS otherwise. */
@Injectable()
export class ExamReader {
  constructor(
    @Inject(QuestionsRepository) private readonly questions: QuestionsRepository,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  async practisable(userId: string, ref: string): Promise<PractisableExam> {
    const exam = await this.questions.findExam(ref);
    if (!exam) throw SessionErrors.examNotFound();
    if ((await this.access.practiceAccess(userId, exam.id)).via === 'none') throw SessionErrors.noAccess(exam.title);
    return exam;
  }
}
