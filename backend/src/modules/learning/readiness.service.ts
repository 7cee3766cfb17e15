import { Injectable } from '@nestjs/common';
import { estimateAbility, passMarkOf, passProbability, predictPaper, READINESS_METHOD, READINESS_MIN_ANSWERED, type Readiness } from '@medprep/shared';
import { LearningExamService } from './learning-exam.service';
import { ReadinessRepository } from './readiness.repository';

/**
 * The caller's readiness for an exam: hidden below READINESS_MIN_ANSWERED distinct items; above,
 * the Rasch ability from their latest answers and the predicted percent on a paper of the exam's
 * whole bank, with a 95 % band and, where a pass mark is published, the chance of passing.
 */
@Injectable()
export class ReadinessService {
  constructor(
    private readonly exams: LearningExamService,
    private readonly reads: ReadinessRepository,
  ) {}

  async readiness(userId: string, examRef: string): Promise<Readiness> {
    const exam = await this.exams.practisable(userId, examRef);
    const answers = await this.reads.latestAnswers(userId, exam.id);
    if (answers.length < READINESS_MIN_ANSWERED) {
      return { available: false, answered: answers.length, needed: READINESS_MIN_ANSWERED - answers.length, method: READINESS_METHOD };
    }
    const { difficulties, fittedAt } = await this.reads.paperDifficulties(exam.id);
    const estimate = estimateAbility(answers);
    const prediction = predictPaper(estimate, difficulties);
    const passMark = passMarkOf(exam.slug);
    return {
      available: true,
      ...prediction,
      ...(passMark && { passMark: passMark.percent, passMarkSource: passMark.source, passProbability: passProbability(estimate, difficulties, passMark.percent) }),
      ability: estimate.ability,
      se: estimate.se,
      answered: answers.length,
      method: READINESS_METHOD,
      difficultiesFittedAt: fittedAt?.toISOString() ?? null,
    };
  }
}
