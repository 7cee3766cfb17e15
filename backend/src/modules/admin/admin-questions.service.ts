import { findIllFormedText, mergeRecordPatch, type QuestionRecord, type QuestionRecordPatch, questionRecordSchema } from '@medprep/shared';
import { Injectable } from '@nestjs/common';
import type { ExamEntity } from '../exams/entities/exam.entity';
import { PerformanceCountersRepository } from '../performance/performance-counters.repository';
import type { QuestionEntity } from '../questions/entities/question.entity';
import { questionsCsv, questionsJson, recordOfQuestion } from '../questions/question-export';
import { type ImportFormat, ImportFileError, readQuestions } from '../questions/question-import';
import { QuestionsRepository } from '../questions/questions.repository';
import { entriesCsvCannotHold } from '../questions/sba-csv';
import { AdminExamsRepository } from './admin-exams.repository';
import { AdminQuestionsRepository } from './admin-questions.repository';
import { illFormedText } from '../../common/validation/well-formed-text.pipe';
import { guardedWrite } from './admin-persistence';
import { AdminErrors } from './admin.errors';
import { toAdminQuestion, toAdminQuestionSummary } from './admin.mappers';
import {
  type AdminQuestionDto,
  type AdminQuestionPageDto,
  type ExportQuestionsQueryDto,
  type ImportReportDto,
  type ListQuestionsQueryDto,
  PAGE_LIMIT_DEFAULT,
} from './dto/admin-question.dto';

export interface ExportedFile {
  fileName: string;
  contentType: string;
  body: string;
}

@Injectable()
export class AdminQuestionsService {
  constructor(
    private readonly questions: AdminQuestionsRepository,
    private readonly exams: AdminExamsRepository,
    private readonly questionBank: QuestionsRepository,
    private readonly performance: PerformanceCountersRepository,
  ) {}

  /** One page of questions by key, filtered by exam, status, type, topic and text in the stem. */
  async list(query: ListQuestionsQueryDto): Promise<AdminQuestionPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const examId = query.exam ? (await this.examByRef(query.exam)).id : undefined;
    const filter = { examId, status: query.status, type: query.type, topic: query.topic || undefined, text: query.q || undefined };
    const [questions, total] = await this.questions.page(filter, (page - 1) * limit, limit);
    const slugs = await this.exams.slugsByIds(questions.map((q) => q.examId));
    return { records: questions.map((q) => toAdminQuestionSummary(q, slugs.get(q.examId) ?? null)), total, page, limit };
  }

  async get(id: string): Promise<AdminQuestionDto> {
    return this.view(await this.load(id));
  }

  /** Adds a question; its key must be new (an existing key is changed with PATCH). */
  async create(record: QuestionRecord): Promise<AdminQuestionDto> {
    const exam = await this.examByRef(record.exam);
    const written = await guardedWrite(() => this.questions.write([{ ...record, exam: exam.id }], 'keep'));
    if (written.unknownExams.length > 0) throw AdminErrors.unknownExamRef(record.exam);
    if (written.unchanged > 0) throw AdminErrors.questionKeyTaken(record.key);
    const question = await this.questions.findByKeyOrFail(record.key);
    await this.publishTotals([question.examId]);
    return this.view(question);
  }

  /** Changes the fields given (the whole item when the type changes); the record they make is checked whole. */
  async update(id: string, patch: QuestionRecordPatch): Promise<AdminQuestionDto> {
    const current = await this.load(id);
    const parsed = questionRecordSchema.safeParse(mergeRecordPatch(recordOfQuestion(current, current.examId), patch));
    if (!parsed.success) throw AdminErrors.invalidRecord(parsed.error.issues);
    const next = parsed.data;
    const examId = next.exam === current.examId ? current.examId : (await this.examByRef(next.exam)).id;
    if (examId !== current.examId && (await this.questions.answeredOrFlagged(id))) throw AdminErrors.questionAnswered(id);
    await guardedWrite(() => this.questions.write([{ ...next, exam: examId }], 'update'));
    await this.publishTotals([current.examId, examId]);
    return this.view(await this.load(id));
  }

  /** Attempts, flags and reports refer to the question, so it is withdrawn (status draft), not deleted. */
  async withdraw(id: string): Promise<AdminQuestionDto> {
    const question = await this.load(id);
    if (question.status !== 'draft') {
      await this.questions.setStatus(id, 'draft');
      await this.publishTotals([question.examId]);
    }
    return this.view(await this.load(id));
  }

  /** Imports a file of question records whole, or refuses it with every problem by line. */
  async importFile(format: ImportFormat, text: string): Promise<ImportReportDto> {
    let read;
    try {
      read = readQuestions(format, text);
    } catch (error) {
      if (error instanceof ImportFileError) throw AdminErrors.importUnreadable(error.message);
      throw error;
    }
    if (read.rows.length === 0 && read.issues.length === 0) throw AdminErrors.importUnreadable('it holds no questions');
    // JSON escapes can spell half a surrogate pair, which the body's own check (on the raw text) cannot see.
    for (const row of read.rows) {
      const at = findIllFormedText(row.candidate);
      if (at) throw illFormedText(row.item === undefined ? at : [row.item, ...at]);
    }
    const report = await guardedWrite(() => this.questions.importFile(read));
    if (report.issues.length > 0) throw AdminErrors.importInvalid(report.issues);
    await this.publishTotals(report.examIds);
    return { imported: report.imported, inserted: report.inserted, updated: report.updated, warnings: report.warnings ?? [] };
  }

  /** An exam's questions (of one type, when asked) as a file to import again: JSON for every type, CSV for sba. */
  async exportFile(query: ExportQuestionsQueryDto): Promise<ExportedFile> {
    const exam = await this.examByRef(query.exam);
    const records = (await this.questions.allOfExam(exam.id, query.type)).map((q) => recordOfQuestion(q, exam.slug));
    const name = query.type ? `${exam.slug}-${query.type}` : exam.slug;
    if ((query.format ?? 'json') === 'json') {
      return { fileName: `${name}.json`, contentType: 'application/json; charset=utf-8', body: questionsJson(exam.slug, records) };
    }
    const sba = records.filter((r): r is QuestionRecord & { type: 'sba' } => r.type === 'sba');
    if (sba.length < records.length) {
      const others: Record<string, number> = {};
      for (const r of records) if (r.type !== 'sba') others[r.type] = (others[r.type] ?? 0) + 1;
      throw AdminErrors.exportCsvSbaOnly(exam.slug, others);
    }
    for (const record of sba) {
      const [unwritable] = entriesCsvCannotHold(record);
      if (unwritable !== undefined) throw AdminErrors.exportCsvUnwritable(record.key, unwritable);
    }
    return { fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8', body: questionsCsv(sba) };
  }

  private async load(id: string): Promise<QuestionEntity> {
    const question = await this.questions.findById(id);
    if (!question) throw AdminErrors.questionNotFound(id);
    return question;
  }

  private async view(question: QuestionEntity): Promise<AdminQuestionDto> {
    const slugs = await this.exams.slugsByIds([question.examId]);
    return toAdminQuestion(question, slugs.get(question.examId) ?? null);
  }

  private async examByRef(ref: string): Promise<ExamEntity> {
    const exam = await this.exams.findByRef(ref);
    if (!exam) throw AdminErrors.unknownExamRef(ref);
    return exam;
  }

  /** Keeps the exams' live totals in Redis in step (best effort: Redis being down does not fail the edit). */
  private async publishTotals(examIds: string[]): Promise<void> {
    if (examIds.length === 0) return;
    const touched = new Set(examIds);
    const totals = (await this.questionBank.liveIdsByExam()).filter((e) => touched.has(e.examId));
    await this.performance.publishExamTotals(totals);
  }
}
