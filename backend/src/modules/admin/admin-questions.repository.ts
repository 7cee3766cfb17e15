import type { Item, ItemStatus, ItemType, QuestionRecord } from '@medprep/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import { QuestionEntity } from '../questions/entities/question.entity';
import { type ImportReport, importQuestions, type ReadResult } from '../questions/question-import';
import { type OnExistingKey, type WriteResult, writeQuestions } from '../questions/question-writer.repository';

interface QuestionFilter {
  examId?: string;
  status?: QuestionEntity['status'];
  type?: ItemType;
  /** Matched whole, ignoring case. */
  topic?: string;
  /** Text the stem or the key contains, ignoring case. */
  text?: string;
  /** Only items flagged for review: a review flag set, or their next review due date passed. */
  flagged?: boolean;
}

/** A stored version with the emails of who wrote and reviewed it. */
export interface VersionRow {
  version: number;
  status: ItemStatus;
  topic: string;
  body: Item;
  contentHash: string;
  changeNote: string | null;
  isCorrection: boolean;
  createdById: string | null;
  createdByEmail: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedById: string | null;
  reviewedByEmail: string | null;
  publishedAt: Date | null;
}

export interface StatusEventRow {
  version: number;
  from: ItemStatus | null;
  to: ItemStatus;
  actorId: string | null;
  actorEmail: string | null;
  at: Date;
  note: string | null;
}

const VERSION_COLUMNS = `v.version, v.status, v.topic, v.body, v.content_hash AS "contentHash", v.change_note AS "changeNote",
  v.is_correction AS "isCorrection", v.created_by AS "createdById", cu.email AS "createdByEmail", v.created_at AS "createdAt",
  v.reviewed_at AS "reviewedAt", v.reviewed_by AS "reviewedById", ru.email AS "reviewedByEmail", v.published_at AS "publishedAt"
  FROM question_versions v LEFT JOIN users cu ON cu.id = v.created_by LEFT JOIN users ru ON ru.id = v.reviewed_by`;

/** LIKE treats % and _ as wildcards and \ as the escape: a search for them means the characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Questions as the admin lists, writes and withdraws them. */
@Injectable()
export class AdminQuestionsRepository {
  constructor(@InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>) {}

  /** One page of the questions the filter matches, by key, and how many match in all. */
  page(filter: QuestionFilter, skip: number, take: number): Promise<[QuestionEntity[], number]> {
    const query = this.questions.createQueryBuilder('q');
    if (filter.examId) query.andWhere('q.exam_id = :examId', { examId: filter.examId });
    if (filter.status) query.andWhere('q.status = :status', { status: filter.status });
    if (filter.type) query.andWhere('q.type = :type', { type: filter.type });
    if (filter.topic) query.andWhere('lower(q.topic) = lower(:topic)', { topic: filter.topic });
    if (filter.text) query.andWhere(`(q.stem ILIKE :text OR q.key ILIKE :text)`, { text: `%${likeLiteral(filter.text)}%` });
    if (filter.flagged) query.andWhere(`(q.review_flag IS NOT NULL OR q.next_review_due < current_date)`);
    return query.orderBy('q.key', 'ASC').skip(skip).take(take).getManyAndCount();
  }

  /** Runs `work` in one transaction (the versioning functions and the audit log take its manager). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.questions.manager.transaction(work);
  }

  /** The question's versions, newest first (one when `version` is given). */
  versions(questionId: string, version?: number, manager: EntityManager = this.questions.manager): Promise<VersionRow[]> {
    return manager.query(
      `SELECT ${VERSION_COLUMNS} WHERE v.question_id = $1 AND ($2::int IS NULL OR v.version = $2) ORDER BY v.version DESC`,
      [questionId, version ?? null],
    );
  }

  /** The question's status events (of one version when given), oldest first. */
  statusEvents(questionId: string, version?: number, manager: EntityManager = this.questions.manager): Promise<StatusEventRow[]> {
    return manager.query(
      `SELECT e.version, e.from_status AS "from", e.to_status AS "to", e.actor_id AS "actorId", u.email AS "actorEmail", e.at, e.note
         FROM question_status_events e LEFT JOIN users u ON u.id = e.actor_id
        WHERE e.question_id = $1 AND ($2::int IS NULL OR e.version = $2) ORDER BY e.at, e.id`,
      [questionId, version ?? null],
    );
  }

  /** The question as the transaction sees it. */
  findByIdIn(manager: EntityManager, id: string): Promise<QuestionEntity | null> {
    return manager.findOneBy(QuestionEntity, { id });
  }

  async setExamAndSample(manager: EntityManager, id: string, examId: string, sample: boolean): Promise<void> {
    await manager.update(QuestionEntity, { id }, { examId, sample });
  }

  /** Null for an unknown or malformed id. */
  findById(id: string): Promise<QuestionEntity | null> {
    return isUuid(id) ? this.questions.findOneBy({ id }) : Promise.resolve(null);
  }

  findByKeyOrFail(key: string): Promise<QuestionEntity> {
    return this.questions.findOneByOrFail({ key });
  }

  /** Key and exam of each question among `ids`. */
  async keysByIds(ids: string[]): Promise<Array<Pick<QuestionEntity, 'id' | 'key' | 'examId'>>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return this.questions.find({ where: { id: In(unique) }, select: { id: true, key: true, examId: true } });
  }

  /** Every question of the exam (of the type, when given), by key. */
  allOfExam(examId: string, type?: ItemType): Promise<QuestionEntity[]> {
    return this.questions.find({ where: type ? { examId, type } : { examId }, order: { key: 'ASC' } });
  }

  write(manager: EntityManager, records: QuestionRecord[], onExisting: OnExistingKey, actorId: string | null): Promise<WriteResult> {
    return writeQuestions(manager, records, onExisting, { actorId });
  }

  /** Validates a read file and writes it whole, or reports its issues and writes nothing. */
  importFile(read: ReadResult, actorId: string | null): Promise<ImportReport> {
    return importQuestions(this.questions.manager.connection, read, { actorId });
  }

  /** Whether answers or flags tie the question to its exam (their rows carry the exam). */
  async answeredOrFlagged(questionId: string): Promise<boolean> {
    const [{ used }] = await this.questions.query(
      `SELECT EXISTS (SELECT 1 FROM attempts WHERE question_id = $1) OR EXISTS (SELECT 1 FROM question_flags WHERE question_id = $1) AS used`,
      [questionId],
    );
    return used;
  }
}
