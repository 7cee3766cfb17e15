import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import { QuestionReportEntity } from '../questions/entities/question-report.entity';

/** Users' reports of errors in questions, as the admin reviews them. */
@Injectable()
export class AdminQuestionReportsRepository {
  constructor(@InjectRepository(QuestionReportEntity) private readonly reports: Repository<QuestionReportEntity>) {}

  /** One page of reports (optionally of one status), newest first, and how many there are in all. */
  page(status: QuestionReportEntity['status'] | undefined, skip: number, take: number): Promise<[QuestionReportEntity[], number]> {
    return this.reports.findAndCount({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
  }

  /** Null for an unknown or malformed id. */
  findById(id: string): Promise<QuestionReportEntity | null> {
    return isUuid(id) ? this.reports.findOneBy({ id }) : Promise.resolve(null);
  }

  async setStatus(id: string, status: QuestionReportEntity['status']): Promise<void> {
    await this.reports.update({ id }, { status });
  }
}
