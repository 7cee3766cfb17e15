import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import { ExamEntity } from '../exams/entities/exam.entity';
import { QuestionReportEntity } from '../questions/entities/question-report.entity';
import { QuestionEntity } from '../questions/entities/question.entity';
import { UserEntity } from '../users/entities/user.entity';
import { AdminErrors } from './admin.errors';
import { toAdminQuestionReport } from './admin.mappers';
import {
  type AdminQuestionReportDto,
  type AdminQuestionReportPageDto,
  type ListQuestionReportsQueryDto,
  PAGE_LIMIT_DEFAULT,
  type UpdateQuestionReportDto,
} from './dto/admin-question.dto';

@Injectable()
export class AdminQuestionReportsService {
  constructor(
    @InjectRepository(QuestionReportEntity) private readonly reports: Repository<QuestionReportEntity>,
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    @InjectRepository(ExamEntity) private readonly exams: Repository<ExamEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  /** One page of users' reports of errors in questions, newest first, with the question's key and the reporter's e-mail. */
  async list(query: ListQuestionReportsQueryDto): Promise<AdminQuestionReportPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const [reports, total] = await this.reports.findAndCount({
      where: query.status ? { status: query.status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { records: await this.views(reports), total, page, limit };
  }

  /** Closes a report as resolved (the question was fixed) or rejected (it was right). */
  async decide(id: string, input: UpdateQuestionReportDto): Promise<AdminQuestionReportDto> {
    const report = isUuid(id) ? await this.reports.findOneBy({ id }) : null;
    if (!report) throw AdminErrors.questionReportNotFound(id);
    await this.reports.update({ id }, { status: input.status });
    const [view] = await this.views([{ ...report, status: input.status }]);
    return view;
  }

  private async views(reports: QuestionReportEntity[]): Promise<AdminQuestionReportDto[]> {
    const distinct = (values: string[]) => [...new Set(values)];
    const questionIds = distinct(reports.map((r) => r.questionId));
    const userIds = distinct(reports.map((r) => r.userId));
    const [questions, users] = await Promise.all([
      questionIds.length ? this.questions.find({ where: { id: In(questionIds) }, select: { id: true, key: true, examId: true } }) : [],
      userIds.length ? this.users.find({ where: { id: In(userIds) }, select: { id: true, email: true } }) : [],
    ]);
    const examIds = distinct(questions.map((q) => q.examId));
    const exams = examIds.length ? await this.exams.find({ where: { id: In(examIds) }, select: { id: true, slug: true } }) : [];
    const slugByExamId = new Map(exams.map((e) => [e.id, e.slug]));
    const lookups = {
      questionById: new Map(questions.map((q) => [q.id, { key: q.key, examSlug: slugByExamId.get(q.examId) ?? null }])),
      emailByUserId: new Map(users.map((u) => [u.id, u.email])),
    };
    return reports.map((report) => toAdminQuestionReport(report, lookups));
  }
}
