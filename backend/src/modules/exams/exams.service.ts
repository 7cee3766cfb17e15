import { Injectable } from '@nestjs/common';
import type { Exam } from '@medprep/shared';
import { ExamsRepository } from './exams.repository';
import { ExamErrors } from './exams.errors';
import { toExam } from './exam.mapper';

@Injectable()
export class ExamsService {
  constructor(private readonly repository: ExamsRepository) {}

  /** The exams this instance offers, in catalogue order. */
  async listExams(): Promise<Exam[]> {
    return (await this.repository.findActive()).map(toExam);
  }

  async examBySlug(slug: string): Promise<Exam> {
    const exam = await this.repository.findActiveBySlug(slug);
    if (!exam) throw ExamErrors.notFound(slug);
    return toExam(exam);
  }
}
