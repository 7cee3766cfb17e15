import { Injectable } from '@nestjs/common';
import { reportDecisionProblem } from '@medprep/shared';
import { AuditLogRepository } from '../audit/audit-log.repository';
import type { QuestionReportEntity } from '../questions/entities/question-report.entity';
import { UsersRepository } from '../users/users.repository';
import { AdminExamsRepository } from './admin-exams.repository';
import { AdminQuestionReportsRepository, type ReportDecisionChanges } from './admin-question-reports.repository';
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

/** What the audit log keeps of a report before and after a decision. */
const decisionFields = (r: QuestionReportEntity) => ({ status: r.status, reply: r.reply, fixedInVersion: r.fixedInVersion });

@Injectable()
export class AdminQuestionReportsService {
  constructor(
    private readonly reports: AdminQuestionReportsRepository,
    private readonly questions: AdminQuestionsRepository,
    private readonly exams: AdminExamsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  /** One page of users' reports of errors in questions, newest first, with the question's key and the reporter's e-mail. */
  async list(query: ListQuestionReportsQueryDto): Promise<AdminQuestionReportPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    let examId: string | undefined;
    if (query.exam) {
      const exam = await this.exams.findByRef(query.exam);
      if (!exam) throw AdminErrors.unknownExamRef(query.exam);
      examId = exam.id;
    }
    const [reports, total] = await this.reports.page({ status: query.status, examId }, (page - 1) * limit, limit);
    return { records: await this.views(reports), total, page, limit };
  }

  /**
   * Triages a report: open → accepted or rejected (with the reply the reporter reads), accepted →
   * fixed by a newer version. The decision and its audit entry are written together.
   */
  async decide(actorId: string, id: string, input: UpdateQuestionReportDto): Promise<AdminQuestionReportDto> {
    const decided = await this.reports.inTransaction(async (m) => {
      const report = await this.reports.lockById(m, id);
      if (!report) throw AdminErrors.questionReportNotFound(id);
      const problem = reportDecisionProblem(report, input, await this.reports.versionsOf(m, report.questionId));
      if (problem) throw AdminErrors.reportDecisionRefused(problem);
      const reply = input.reply?.trim() || null;
      const changes: ReportDecisionChanges = {
        status: input.status,
        fixedInVersion: input.fixedInVersion ?? report.fixedInVersion,
        ...(reply ? { reply, repliedBy: actorId, repliedAt: new Date() } : {}),
      };
      const after = await this.reports.applyDecision(m, id, changes);
      await this.audit.record(m, {
        actorId,
        action: `question_report.${input.status}`,
        entity: 'question_report',
        entityId: id,
        before: decisionFields(report),
        after: decisionFields(after),
      });
      return after;
    });
    const [view] = await this.views([decided]);
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
