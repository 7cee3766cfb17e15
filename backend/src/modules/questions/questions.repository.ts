import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import type { QuestionEntity } from './entities/question.entity';

export interface ExamRef {
  id: string;
  slug: string;
  title: string;
}

const QUESTION_COLUMNS = `q.id, q.key, q.exam_id AS "examId", q.topic, q.type, q.stem, q.body, q.status, q.sample`;

/** A question as practice reads it: its item and the columns beside it. */
export type QuestionRow = Pick<QuestionEntity, 'id' | 'key' | 'examId' | 'topic' | 'type' | 'stem' | 'body' | 'status' | 'sample'>;

@Injectable()
export class QuestionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** An active exam by slug or id. */
  async findExam(ref: string): Promise<ExamRef | null> {
    const [row] = await this.db.query(
      `SELECT id, slug, title FROM exams WHERE active AND (slug = $1 ${isUuid(ref) ? 'OR id = $1::uuid' : ''})`,
      [ref],
    );
    return row ?? null;
  }

  /** The exam of an existing session or record by id, active or not: a withdrawn exam's history stays readable. */
  async findExamById(id: string): Promise<ExamRef | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query(`SELECT id, slug, title FROM exams WHERE id = $1`, [id]);
    return row ?? null;
  }

  async findById(id: string): Promise<QuestionRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query(`SELECT ${QUESTION_COLUMNS} FROM questions q WHERE q.id = $1`, [id]);
    return row ?? null;
  }

  /** Questions by id, in the order given. */
  async findMany(ids: string[]): Promise<QuestionRow[]> {
    if (ids.length === 0) return [];
    const rows: QuestionRow[] = await this.db.query(`SELECT ${QUESTION_COLUMNS} FROM questions q WHERE q.id = ANY($1::uuid[])`, [ids]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((q): q is QuestionRow => q !== undefined);
  }

  /** The live question ids of every exam (for the published totals). */
  async liveIdsByExam(): Promise<Array<{ examId: string; questionIds: string[] }>> {
    return this.db.query(
      `SELECT e.id AS "examId", coalesce(array_agg(q.id) FILTER (WHERE q.id IS NOT NULL), '{}') AS "questionIds"
         FROM exams e LEFT JOIN questions q ON q.exam_id = e.id AND q.status = 'live'
        GROUP BY e.id`,
    );
  }

  async countLive(examId: string): Promise<number> {
    const [{ n }] = await this.db.query(`SELECT count(*)::int AS n FROM questions WHERE exam_id = $1 AND status = 'live'`, [examId]);
    return n;
  }

  /** Live questions per exam, for several exams in one query (0 for an exam with none). */
  async countLiveByExam(examIds: string[]): Promise<Map<string, number>> {
    const counts = new Map(examIds.map((id) => [id, 0]));
    if (examIds.length === 0) return counts;
    const rows: Array<{ exam_id: string; n: number }> = await this.db.query(
      `SELECT exam_id, count(*)::int AS n FROM questions WHERE exam_id = ANY($1::uuid[]) AND status = 'live' GROUP BY exam_id`,
      [examIds],
    );
    for (const row of rows) counts.set(row.exam_id, row.n);
    return counts;
  }

  async flaggedAmong(userId: string, questionIds: string[]): Promise<Set<string>> {
    if (questionIds.length === 0) return new Set();
    const rows: Array<{ question_id: string }> = await this.db.query(
      `SELECT question_id FROM question_flags WHERE user_id = $1 AND question_id = ANY($2::uuid[])`,
      [userId, questionIds],
    );
    return new Set(rows.map((r) => r.question_id));
  }

  async flag(userId: string, question: Pick<QuestionEntity, 'id' | 'examId'>): Promise<void> {
    await this.db.query(`INSERT INTO question_flags (user_id, question_id, exam_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [userId, question.id, question.examId]);
  }

  async unflag(userId: string, questionId: string): Promise<void> {
    await this.db.query(`DELETE FROM question_flags WHERE user_id = $1 AND question_id = $2`, [userId, questionId]);
  }

  async report(userId: string, questionId: string, message: string): Promise<string> {
    // One report per user and question: reporting again edits it, and puts it back in the open queue.
    const [row] = await this.db.query(
      // The version read: the one the user last answered, else the one sessions now serve.
      `INSERT INTO question_reports (user_id, question_id, message, question_version)
       VALUES ($1, $2, $3, coalesce((SELECT question_version FROM attempts WHERE user_id = $1 AND question_id = $2 ORDER BY created_at DESC LIMIT 1),
                                    (SELECT version FROM questions WHERE id = $2)))
       ON CONFLICT ON CONSTRAINT uq_question_reports_user_question
       DO UPDATE SET message = EXCLUDED.message, question_version = EXCLUDED.question_version, status = 'open', updated_at = now()
       RETURNING id`,
      [userId, questionId, message],
    );
    return row.id;
  }
}
