import type { QuestionInput } from '@medprep/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsWhere, ILike, In, Raw, type Repository } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import { ExamEntity } from '../exams/entities/exam.entity';
import { PerformanceService } from '../performance/performance.service';
import { QuestionEntity } from '../questions/entities/question.entity';
import { writeQuestions } from '../questions/question-writer';
import { QuestionsRepository } from '../questions/questions.repository';
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

/** LIKE treats % and _ as wildcards and \ as the escape: a search for them means the characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class AdminQuestionsService {
  constructor(
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    @InjectRepository(ExamEntity) private readonly exams: Repository<ExamEntity>,
    private readonly questionBank: QuestionsRepository,
    private readonly performance: PerformanceService,
  ) {}

  /** One page of questions by key, filtered by exam, status, topic and text in the stem. */
  async list(query: ListQuestionsQueryDto): Promise<AdminQuestionPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const where: FindOptionsWhere<QuestionEntity> = {};
    if (query.exam) where.examId = (await this.examByRef(query.exam)).id;
    if (query.status) where.status = query.status;
    if (query.topic) where.topic = Raw((column) => `lower(${column}) = lower(:topic)`, { topic: query.topic });
    if (query.q) where.stem = ILike(`%${likeLiteral(query.q)}%`);
    const [questions, total] = await this.questions.findAndCount({ where, order: { key: 'ASC' }, skip: (page - 1) * limit, take: limit });
    const slugs = await this.slugsOf(questions.map((q) => q.examId));
    return { records: questions.map((q) => toAdminQuestionSummary(q, slugs.get(q.examId) ?? null)), total, page, limit };
  }

  async get(id: string): Promise<AdminQuestionDto> {
    return this.view(await this.load(id));
  }

  /** Adds a question; its key must be new (an existing key is changed with PATCH). */
  async create(input: QuestionInput): Promise<AdminQuestionDto> {
    const exam = await this.examByRef(input.exam);
    const written = await guardedWrite(() => writeQuestions(this.questions.manager, [{ ...input, exam: exam.id }], 'keep'));
    if (written.unknownExams.length > 0) throw AdminErrors.unknownExamRef(input.exam);
    if (written.unchanged > 0) throw AdminErrors.questionKeyTaken(input.key);
    const question = await this.questions.findOneByOrFail({ key: input.key });
    await this.publishTotals([question.examId]);
    return this.view(question);
  }

  /** Changes the fields given; the rest stay as they are. */
  async update(id: string, patch: QuestionPatch): Promise<AdminQuestionDto> {
    const current = await this.load(id);
    const examId = patch.exam === undefined ? current.examId : (await this.examByRef(patch.exam)).id;
    if (examId !== current.examId && (await this.answeredOrFlagged(id))) throw AdminErrors.questionAnswered(id);
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
    await guardedWrite(() => writeQuestions(this.questions.manager, [next], 'update'));
    await this.publishTotals([current.examId, examId]);
    return this.view(await this.load(id));
  }

  /** Attempts, flags and reports refer to the question, so it is withdrawn (status draft), not deleted. */
  async withdraw(id: string): Promise<AdminQuestionDto> {
    const question = await this.load(id);
    if (question.status !== 'draft') {
      await this.questions.update({ id }, { status: 'draft' });
      await this.publishTotals([question.examId]);
    }
    return this.view(await this.load(id));
  }

  private async load(id: string): Promise<QuestionEntity> {
    const question = isUuid(id) ? await this.questions.findOneBy({ id }) : null;
    if (!question) throw AdminErrors.questionNotFound(id);
    return question;
  }

  private async view(question: QuestionEntity): Promise<AdminQuestionDto> {
    const slugs = await this.slugsOf([question.examId]);
    return toAdminQuestion(question, slugs.get(question.examId) ?? null);
  }

  private async examByRef(ref: string): Promise<ExamEntity> {
    const exam = await this.exams.findOne({ where: isUuid(ref) ? [{ slug: ref }, { id: ref }] : { slug: ref } });
    if (!exam) throw AdminErrors.unknownExamRef(ref);
    return exam;
  }

  private async slugsOf(examIds: string[]): Promise<Map<string, string>> {
    const ids = [...new Set(examIds)];
    const exams = ids.length ? await this.exams.find({ where: { id: In(ids) }, select: { id: true, slug: true } }) : [];
    return new Map(exams.map((e) => [e.id, e.slug]));
  }

  /** Whether answers or flags tie the question to its exam (their rows carry the exam). */
  private async answeredOrFlagged(questionId: string): Promise<boolean> {
    const [{ used }] = await this.questions.query(
      `SELECT EXISTS (SELECT 1 FROM attempts WHERE question_id = $1) OR EXISTS (SELECT 1 FROM question_flags WHERE question_id = $1) AS used`,
      [questionId],
    );
    return used;
  }

  /** Keeps the exams' live totals in Redis in step (best effort: Redis being down does not fail the edit). */
  private async publishTotals(examIds: string[]): Promise<void> {
    const touched = new Set(examIds);
    const totals = (await this.questionBank.liveIdsByExam()).filter((e) => touched.has(e.examId));
    await this.performance.publishExamTotals(totals);
  }
}
