import { isDeepStrictEqual } from 'node:util';
import {
  findIllFormedText,
  type ItemIssue,
  itemListingText,
  itemOfRecord,
  itemWarnings,
  mergeRecordPatch,
  type QuestionRecord,
  type QuestionRecordPatch,
  questionRecordSchema,
} from '@medprep/shared';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditLogRepository } from '../audit/audit-log.repository';
import type { Principal } from '../auth/principal';
import type { ExamEntity } from '../exams/entities/exam.entity';
import { PerformanceCountersRepository } from '../performance/performance-counters.repository';
import type { QuestionEntity } from '../questions/entities/question.entity';
import { questionsCsv, questionsJson, recordOfQuestion } from '../questions/question-export';
import { type ImportFormat, ImportFileError, readQuestions } from '../questions/question-import';
import { addDraftVersion, IllegalTransitionError, lockQuestion, moveVersion, publishVersion, servedVersion, VersionNotFoundError } from '../questions/question-versions.repository';
import { QuestionsRepository } from '../questions/questions.repository';
import { entriesCsvCannotHold } from '../questions/sba-csv';
import { AdminExamsRepository } from './admin-exams.repository';
import { AdminQuestionsRepository } from './admin-questions.repository';
import { illFormedText } from '../../common/validation/well-formed-text.pipe';
import { guardedWrite } from './admin-persistence';
import { NearDuplicatesRepository } from '../questions/near-duplicates.repository';
import { AdminErrors } from './admin.errors';
import { recordOfVersion, toAdminQuestion, toAdminQuestionSummary, toQuestionVersion } from './admin.mappers';
import {
  type AdminQuestionDto,
  type AdminQuestionPageDto,
  type CreatedQuestionVersionDto,
  type NewQuestionVersionDto,
  type QuestionTransitionDto,
  type QuestionVersionDto,
  type QuestionVersionListDto,
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

/** Near-copies named when a new version is saved. */
const NEAR_DUPLICATES_ON_EDIT = 5;

@Injectable()
export class AdminQuestionsService {
  constructor(
    private readonly questions: AdminQuestionsRepository,
    private readonly exams: AdminExamsRepository,
    private readonly questionBank: QuestionsRepository,
    private readonly performance: PerformanceCountersRepository,
    private readonly audit: AuditLogRepository,
    private readonly nearDuplicates: NearDuplicatesRepository,
  ) {}

  /** One page of questions by key, filtered by exam, status, type, topic, review flags and text in the stem or key. */
  async list(query: ListQuestionsQueryDto): Promise<AdminQuestionPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const examId = query.exam ? (await this.examByRef(query.exam)).id : undefined;
    const filter = { examId, status: query.status, type: query.type, topic: query.topic || undefined, text: query.q || undefined, flagged: query.flagged === 'true' };
    const [questions, total] = await this.questions.page(filter, (page - 1) * limit, limit);
    const slugs = await this.exams.slugsByIds(questions.map((q) => q.examId));
    return { records: questions.map((q) => toAdminQuestionSummary(q, slugs.get(q.examId) ?? null)), total, page, limit };
  }

  async get(id: string): Promise<AdminQuestionDto> {
    return this.view(await this.load(id));
  }

  /** Every version of the question, newest first, with its status events. */
  async versions(id: string): Promise<QuestionVersionListDto> {
    const question = await this.load(id);
    const [versions, events, slug] = await Promise.all([this.questions.versions(id), this.questions.statusEvents(id), this.slugOf(question)]);
    return { versions: versions.map((v) => toQuestionVersion(question, v, events, slug)) };
  }

  /** Adds a question (as its version 1, a draft or live as asked); its key must be new (an existing key is changed with PATCH). */
  async create(record: QuestionRecord, actor: Principal): Promise<AdminQuestionDto> {
    const exam = await this.examByRef(record.exam);
    const question = await guardedWrite(() =>
      this.questions.transaction(async (manager) => {
        const written = await this.questions.write(manager, [{ ...record, exam: exam.id }], 'keep', actor.userId);
        if (written.unknownExams.length > 0) throw AdminErrors.unknownExamRef(record.exam);
        if (written.unchanged > 0) throw AdminErrors.questionKeyTaken(record.key);
        const [{ id }] = written.written;
        await this.audit.record(manager, { actorId: actor.userId, action: 'question.create', entity: 'question', entityId: id, after: { ...record, version: 1 } });
        return (await this.questions.findByIdIn(manager, id))!;
      }),
    );
    await this.publishTotals([question.examId]);
    return this.view(question);
  }

  /**
   * A new draft version: the fields given merged into the newest version's record. The version
   * served (the live one) stays until this one is published. A new exam or sample flag applies to
   * the question at once.
   */
  async addVersion(id: string, body: NewQuestionVersionDto, actor: Principal): Promise<CreatedQuestionVersionDto> {
    // A new version is a draft whatever the record says: it goes live through the transitions.
    const { status: _status, ...record } = body.record as QuestionRecordPatch;
    const { question, version, warnings } = await this.edit(id, record, actor, {
      changeNote: body.changeNote ?? (typeof record.changeNote === 'string' ? record.changeNote : null),
      isCorrection: body.isCorrection ?? false,
      always: true,
    });
    const created = await this.versionView(question, version!);
    // Other items whose stem is close to the new version's: an editor decides whether they are the same question.
    const close = await this.nearDuplicates.similarTo(itemListingText(itemOfRecord(created.record)), {
      excludeQuestionId: id,
      limit: NEAR_DUPLICATES_ON_EDIT,
    });
    const nearDuplicates = close.map((other) => ({
      code: 'NEAR_DUPLICATE' as const,
      key: created.record.key,
      similarTo: { id: other.id, key: other.key, exam: other.exam },
      similarity: other.similarity,
    }));
    return { ...created, warnings: [...warnings, ...nearDuplicates] };
  }

  /** Moves a version through the lifecycle (see canMoveItem); publishing retires the version that was live. */
  async transition(id: string, versionParam: string, move: QuestionTransitionDto, actor: Principal): Promise<QuestionVersionDto> {
    const version = Number(versionParam);
    if (!/^[1-9][0-9]{0,8}$/.test(versionParam)) throw AdminErrors.questionVersionNotFound(id, versionParam);
    const question = await this.load(id);
    await this.versioned(id, () =>
      this.questions.transaction(async (m) => {
        const [before] = await this.questions.versions(id, version, m);
        if (!before) throw AdminErrors.questionVersionNotFound(id, version);
        await moveVersion(m, id, version, move.to, { actorId: actor.userId, note: move.note ?? null });
        await this.audit.record(m, {
          actorId: actor.userId,
          action: 'question.transition',
          entity: 'question',
          entityId: id,
          before: { version, status: before.status },
          after: { version, status: move.to, note: move.note ?? null },
        });
      }),
    );
    await this.publishTotals([question.examId]);
    return this.versionView(await this.load(id), version);
  }

  /**
   * Changes the fields given (the whole item when the type changes), merged into the newest
   * version's record and checked whole. New content is a new draft version: when the question has
   * a live version, that one stays served until the new one is published. status 'live' publishes
   * the newest version at once (through each step of the lifecycle); 'draft' withdraws a live item.
   */
  async update(id: string, patch: QuestionRecordPatch, actor: Principal): Promise<AdminQuestionDto> {
    const { question, examIds } = await this.edit(id, patch, actor, { changeNote: null, isCorrection: false, always: false });
    await this.publishTotals(examIds);
    return this.view(question);
  }

  /** Attempts, flags and reports refer to the question, so it is withdrawn (its live version retired), not deleted. */
  async withdraw(id: string, actor: Principal): Promise<AdminQuestionDto> {
    const question = await this.load(id);
    await this.questions.transaction((manager) => this.retireLive(manager, id, actor)).catch((error: unknown) => {
      throw this.versionError(id, error);
    });
    await this.publishTotals([question.examId]);
    return this.view(await this.load(id));
  }

  /** Retires the question's live version, if it has one. */
  private async retireLive(manager: EntityManager, id: string, actor: Principal, note = 'withdrawn'): Promise<void> {
    // Locked first, so that two withdrawals at once find the live version once.
    await lockQuestion(manager, id);
    const live = await servedVersion(manager, id);
    if (live?.status !== 'live') return;
    await moveVersion(manager, id, live.version, 'retired', { actorId: actor.userId, note });
    await this.audit.record(manager, {
      actorId: actor.userId,
      action: 'question.withdraw',
      entity: 'question',
      entityId: id,
      before: { version: live.version, status: 'live' },
      after: { version: live.version, status: 'retired' },
    });
  }

  /** Applies a patch (see update and addVersion) in one transaction. */
  private async edit(
    id: string,
    patch: QuestionRecordPatch,
    actor: Principal,
    options: { changeNote: string | null; isCorrection: boolean; always: boolean },
  ): Promise<{ question: QuestionEntity; version: number | null; warnings: ItemIssue[]; examIds: string[] }> {
    const current = await this.load(id);
    const slug = await this.slugOf(current);
    const [latest] = await this.questions.versions(id, current.latestVersion);
    if (!latest) throw AdminErrors.questionVersionNotFound(id, current.latestVersion);
    // The record an edit starts from: the newest version, as a record a PATCH can be checked against.
    const base = recordOfVersion(current, { ...latest, status: current.status === 'live' ? 'live' : 'draft' }, slug);
    delete (base as { reviewedAt?: string }).reviewedAt;
    const parsed = questionRecordSchema.safeParse(mergeRecordPatch(base, patch));
    if (!parsed.success) throw AdminErrors.invalidRecord(parsed.error.issues);
    const next = parsed.data;
    const examId = next.exam === slug || next.exam === current.examId ? current.examId : (await this.examByRef(next.exam)).id;
    if (examId !== current.examId && (await this.questions.answeredOrFlagged(id))) throw AdminErrors.questionAnswered(id);
    const item = itemOfRecord(next);
    const changed = options.always || next.topic !== latest.topic || !isDeepStrictEqual(item, latest.body);
    const version = await guardedWrite(() =>
      this.questions.transaction(async (manager) => {
        if (examId !== current.examId || next.sample !== current.sample) {
          await this.questions.setExamAndSample(manager, id, examId, next.sample);
          await this.audit.record(manager, {
            actorId: actor.userId,
            action: 'question.update',
            entity: 'question',
            entityId: id,
            before: { examId: current.examId, sample: current.sample },
            after: { examId, sample: next.sample },
          });
        }
        let made: number | null = null;
        const newestRetired = !changed && latest.status === 'retired' && patch.status === 'live';
        if (changed || newestRetired) {
          made = await addDraftVersion(manager, id, { type: item.type, topic: next.topic, stem: itemListingText(item), body: item }, {
            actorId: actor.userId,
            changeNote: options.changeNote,
            isCorrection: options.isCorrection,
          });
          await this.audit.record(manager, {
            actorId: actor.userId,
            action: 'question.version',
            entity: 'question',
            entityId: id,
            before: { version: current.version, status: current.status },
            after: { version: made, status: 'draft', changeNote: options.changeNote, isCorrection: options.isCorrection },
          });
        }
        if (patch.status === 'live' && (made !== null || latest.status !== 'live')) {
          const newest = made ?? latest.version;
          await publishVersion(manager, id, newest, { actorId: actor.userId, note: 'published by an edit' });
          await this.audit.record(manager, {
            actorId: actor.userId,
            action: 'question.transition',
            entity: 'question',
            entityId: id,
            before: { version: newest, status: made ? 'draft' : latest.status },
            after: { version: newest, status: 'live' },
          });
        } else if (patch.status === 'draft') {
          await this.retireLive(manager, id, actor);
        }
        return made;
      }),
    ).catch((error: unknown) => {
      throw this.versionError(id, error);
    });
    return { question: await this.load(id), version, warnings: itemWarnings(item), examIds: [current.examId, examId] };
  }

  /** Runs a versioning step, turning its errors into domain errors. */
  private async versioned<T>(id: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.versionError(id, error);
    }
  }

  private versionError(id: string, error: unknown): unknown {
    if (error instanceof IllegalTransitionError) return AdminErrors.illegalTransition(error.version, error.from, error.to);
    if (error instanceof VersionNotFoundError) return error.version === undefined ? AdminErrors.questionNotFound(id) : AdminErrors.questionVersionNotFound(id, error.version);
    return error;
  }

  private async versionView(question: QuestionEntity, version: number): Promise<QuestionVersionDto> {
    const [[row], events, slug] = await Promise.all([this.questions.versions(question.id, version), this.questions.statusEvents(question.id, version), this.slugOf(question)]);
    if (!row) throw AdminErrors.questionVersionNotFound(question.id, version);
    return toQuestionVersion(question, row, events, slug);
  }

  /** Imports a file of question records whole, or refuses it with every problem by line. */
  async importFile(format: ImportFormat, text: string, actor: Principal): Promise<ImportReportDto> {
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
    const report = await guardedWrite(() => this.questions.importFile(read, actor.userId));
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
    const [[latest], slug] = await Promise.all([this.questions.versions(question.id, question.latestVersion), this.slugOf(question)]);
    return toAdminQuestion(question, slug, latest);
  }

  private async slugOf(question: QuestionEntity): Promise<string | null> {
    return (await this.exams.slugsByIds([question.examId])).get(question.examId) ?? null;
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
