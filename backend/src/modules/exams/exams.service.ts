import { Injectable } from '@nestjs/common';
import type { Exam } from '@medprep/shared';
import { catalogueCache } from '../../common/cache/catalogue-cache';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { ExamsRepository } from './exams.repository';
import { ExamErrors } from './exams.errors';
import { toExam } from './exam.mapper';

@Injectable()
export class ExamsService {
  private readonly catalogue;

  constructor(
    private readonly repository: ExamsRepository,
    feed: ChangeFeed,
  ) {
    this.catalogue = catalogueCache<Exam[]>(feed.catalogue);
  }

  /** The exams this instance offers, in catalogue order; the same for every visitor, so kept until the catalogue changes. */
  listExams(): Promise<Exam[]> {
    return this.catalogue.read(async () => (await this.repository.findActive()).map(toExam));
  }

  async examBySlug(slug: string): Promise<Exam> {
    const exam = await this.repository.findActiveBySlug(slug);
    if (!exam) throw ExamErrors.notFound(slug);
    return toExam(exam);
  }
}
