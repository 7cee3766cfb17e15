import type { ItemType, QuestionRecord } from '@medprep/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsWhere, ILike, In, Raw, type Repository } from 'typeorm';
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
  /** Text the stem contains, ignoring case. */
  text?: string;
}

/** LIKE treats % and _ as wildcards and \ as the escape: a search for them means the characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Questions as the admin lists, writes and withdraws them. */
@Injectable()
export class AdminQuestionsRepository {
  constructor(@InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>) {}

  /** One page of the questions the filter matches, by key, and how many match in all. */
  page(filter: QuestionFilter, skip: number, take: number): Promise<[QuestionEntity[], number]> {
    const where: FindOptionsWhere<QuestionEntity> = {};
    if (filter.examId) where.examId = filter.examId;
    if (filter.status) where.status = filter.status;
    if (filter.type) where.type = filter.type;
    if (filter.topic) where.topic = Raw((column) => `lower(${column}) = lower(:topic)`, { topic: filter.topic });
    if (filter.text) where.stem = ILike(`%${likeLiteral(filter.text)}%`);
    return this.questions.findAndCount({ where, order: { key: 'ASC' }, skip, take });
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

  write(records: QuestionRecord[], onExisting: OnExistingKey): Promise<WriteResult> {
    return writeQuestions(this.questions.manager, records, onExisting);
  }

  /** Validates a read file and writes it whole, or reports its issues and writes nothing. */
  importFile(read: ReadResult): Promise<ImportReport> {
    return importQuestions(this.questions.manager.connection, read);
  }

  async setStatus(id: string, status: QuestionEntity['status']): Promise<void> {
    await this.questions.update({ id }, { status });
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
