import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import { QuestionReportEntity } from '../questions/entities/question-report.entity';

export interface ReportFilter {
  status?: QuestionReportEntity['status'];
  examId?: string;
}

export type ReportDecisionChanges = Pick<QuestionReportEntity, 'status' | 'fixedInVersion'> &
  Partial<Pick<QuestionReportEntity, 'reply' | 'repliedBy' | 'repliedAt'>>;

/** Users' reports of errors in questions, as the editors triage them. */
@Injectable()
export class AdminQuestionReportsRepository {
  constructor(@InjectRepository(QuestionReportEntity) private readonly reports: Repository<QuestionReportEntity>) {}

  /** One page of reports (optionally of one status, of one exam's questions), newest first, and how many there are in all. */
  page(filter: ReportFilter, skip: number, take: number): Promise<[QuestionReportEntity[], number]> {
    const query = this.reports.createQueryBuilder('r');
    if (filter.status) query.andWhere('r.status = :status', { status: filter.status });
    if (filter.examId) query.andWhere('r.question_id IN (SELECT q.id FROM questions q WHERE q.exam_id = :examId)', { examId: filter.examId });
    return query.orderBy('r.created_at', 'DESC').addOrderBy('r.id', 'DESC').skip(skip).take(take).getManyAndCount();
  }

  /** Runs `work` in one transaction: a decision and its audit entry commit together. */
  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.reports.manager.transaction(work);
  }

  /** The report, locked until the transaction ends (two editors deciding at once are taken in turn); null for an unknown or malformed id. */
  lockById(m: EntityManager, id: string): Promise<QuestionReportEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return m.getRepository(QuestionReportEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The version numbers the question has. */
  async versionsOf(m: EntityManager, questionId: string): Promise<number[]> {
    const rows: Array<{ version: number }> = await m.query(`SELECT version FROM question_versions WHERE question_id = $1 ORDER BY version`, [questionId]);
    return rows.map((r) => r.version);
  }

  async applyDecision(m: EntityManager, id: string, changes: ReportDecisionChanges): Promise<QuestionReportEntity> {
    const repository = m.getRepository(QuestionReportEntity);
    await repository.update({ id }, { ...changes, updatedAt: () => 'now()' });
    return repository.findOneByOrFail({ id });
  }
}
