import type { QuestionInput } from '@medprep/shared';
import { Injectable } from '@nestjs/common';
import type { ExamEntity } from '../exams/entities/exam.entity';
import { PerformanceCountersRepository } from '../performance/performance-counters.repository';
import type { QuestionEntity } from '../questions/entities/question.entity';
import { QuestionsRepository } from '../questions/questions.repository';
import { AdminExamsRepository } from './admin-exams.repository';
import { AdminQuestionsRepository } from './admin-questions.repository';
import { guardedWrite } from './admin-persistence';
import { AdminErrors } from './admin.errors';
import { toAdminQuestion, toAdminQuestionSummary } from './admin.mappers';
import {
  type AdminQuestionDto,
  type AdminQuestionPageDto,
  type ListQuestionsQueryDto,
  PAGE_LIMIT_DEFAULT,
  type QuestionPatch,
} from './dto/admin-question.dto';

@Injectable()
export class AdminQuestionsService {
  constructor(
    private readonly questions: AdminQuestionsRepository,
    private readonly exams: AdminExamsRepository,
    private readonly questionBank: QuestionsRepository,
    private readonly performance: PerformanceCountersRepository,
  ) {}

  /** One page of questions by key, filtered by exam, status, topic and text in the stem. */
  async list(query: ListQuestionsQueryDto): Promise<AdminQuestionPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const examId = query.exam ? (await this.examByRef(query.exam)).id : undefined;
    const filter = { examId, status: query.status, topic: query.topic || undefined, text: query.q || undefined };
    const [questions, total] = await this.questions.page(filter, (page - 1) * limit, limit);
    const slugs = await this.exams.slugsByIds(questions.map((q) => q.examId));
    return { records: questions.map((q) => toAdminQuestionSummary(q, slugs.get(q.examId) ?? null)), total, page, limit };
  }

  async get(id: string): Promise<AdminQuestionDto> {
    return this.view(await this.load(id));
  }

  /** Adds a question; its key must be new (an existing key is changed with PATCH). */
  async create(input: QuestionInput): Promise<AdminQuestionDto> {
    const exam = await this.examByRef(input.exam);
    const written = await guardedWrite(() => this.questions.write([{ ...input, exam: exam.id }], 'keep'));
    if (written.unknownExams.length > 0) throw AdminErrors.unknownExamRef(input.exam);
    if (written.unchanged > 0) throw AdminErrors.questionKeyTaken(input.key);
    const question = await this.questions.findByKeyOrFail(input.key);
    await this.publishTotals([question.examId]);
    return this.view(question);
  }

  /** Changes the fields given; the rest stay as they are. */
  async update(id: string, patch: QuestionPatch): Promise<AdminQuestionDto> {
    const current = await this.load(id);
    const examId = patch.exam === undefined ? current.examId : (await this.examByRef(patch.exam)).id;
    if (examId !== current.examId && (await this.questions.answeredOrFlagged(id))) throw AdminErrors.questionAnswered(id);
    const next: QuestionInput = {
      key: current.key,
      exam: examId,
      topic: patch.topic ?? current.topic,
      stem: patch.stem ?? current.stem,
      options: patch.options ?? current.options,
      answer: patch.answer ?? current.answer,
      explanation: patch.explanation ?? current.explanation,
      optionExplanations: patch.optionExplanations ?? current.optionExplanations,
      references: patch.references ?? current.references,
      imageUrl: patch.imageUrl === undefined ? current.imageUrl : patch.imageUrl,
      status: patch.status ?? current.status,
      sample: patch.sample ?? current.sample,
    };
    await guardedWrite(() => this.questions.write([next], 'update'));
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
    const touched = new Set(examIds);
    const totals = (await this.questionBank.liveIdsByExam()).filter((e) => touched.has(e.examId));
    await this.performance.publishExamTotals(totals);
  }
}
