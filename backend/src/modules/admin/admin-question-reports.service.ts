import { Injectable } from '@nestjs/common';
import type { QuestionReportEntity } from '../questions/entities/question-report.entity';
import { UsersRepository } from '../users/users.repository';
import { AdminExamsRepository } from './admin-exams.repository';
import { AdminQuestionReportsRepository } from './admin-question-reports.repository';
import { AdminQuestionsRepository } from './admin-questions.repository';
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
    private readonly reports: AdminQuestionReportsRepository,
    private readonly questions: AdminQuestionsRepository,
    private readonly exams: AdminExamsRepository,
    private readonly users: UsersRepository,
  ) {}

  /** One page of users' reports of errors in questions, newest first, with the question's key and the reporter's e-mail. */
  async list(query: ListQuestionReportsQueryDto): Promise<AdminQuestionReportPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const [reports, total] = await this.reports.page(query.status, (page - 1) * limit, limit);
    return { records: await this.views(reports), total, page, limit };
  }

  /** Closes a report as resolved (the question was fixed) or rejected (it was right). */
  async decide(id: string, input: UpdateQuestionReportDto): Promise<AdminQuestionReportDto> {
    const report = await this.reports.findById(id);
    if (!report) throw AdminErrors.questionReportNotFound(id);
    await this.reports.setStatus(id, input.status);
    const [view] = await this.views([{ ...report, status: input.status }]);
    return view;
  }

  private async views(reports: QuestionReportEntity[]): Promise<AdminQuestionReportDto[]> {
    const [questions, emailByUserId] = await Promise.all([
      this.questions.keysByIds(reports.map((r) => r.questionId)),
      this.users.emailsByIds(reports.map((r) => r.userId)),
    ]);
    const slugByExamId = await this.exams.slugsByIds(questions.map((q) => q.examId));
    const lookups = {
      questionById: new Map(questions.map((q) => [q.id, { key: q.key, examSlug: slugByExamId.get(q.examId) ?? null }])),
      emailByUserId,
    };
    return reports.map((report) => toAdminQuestionReport(report, lookups));
  }
}
