import type { Item } from '@medprep/shared';
import type { EntityManager } from 'typeorm';

/** Attempts summed per group: count, right answers, time in ms (bigint, as text). */
export interface AttemptGroup {
  n: number;
  qc: number;
  tt: string;
}

const AGG = `count(*)::int AS n, sum(a.correct::int)::int AS qc, sum(a.time_ms)::bigint AS tt`;

/**
 * The answers the counters take: a tutor session's as given, a timed or mock paper's (the answers
 * that stand) once it has ended — as the live path counts them.
 */
const COUNTED = `attempts a JOIN quiz_sessions cs ON cs.id = a.session_id AND (cs.mode = 'tutor' OR cs.ended_at IS NOT NULL)`;

/** The whole answer history summed per counter, for rebuilding the performance counters. */
export class AttemptHistoryRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Every exam with its live question ids. */
  liveQuestionIdsByExam(): Promise<Array<{ exam_id: string; ids: string[] }>> {
    return this.manager.query(
      `SELECT e.id AS exam_id, coalesce(array_agg(q.id) FILTER (WHERE q.id IS NOT NULL), '{}') AS ids
         FROM exams e LEFT JOIN questions q ON q.exam_id = e.id AND q.status = 'live' GROUP BY e.id`,
    );
  }

  byUserExam(): Promise<Array<AttemptGroup & { user_id: string; exam_id: string; questions: string[] }>> {
    return this.manager.query(`SELECT a.user_id, a.exam_id, ${AGG}, array_agg(DISTINCT a.question_id) AS questions FROM ${COUNTED} GROUP BY a.user_id, a.exam_id`);
  }

  byUserQuestion(): Promise<Array<AttemptGroup & { user_id: string; question_id: string }>> {
    return this.manager.query(`SELECT a.user_id, a.question_id, ${AGG} FROM ${COUNTED} GROUP BY a.user_id, a.question_id`);
  }

  bySession(): Promise<Array<AttemptGroup & { user_id: string; session_id: string; size: number }>> {
    return this.manager.query(
      `SELECT a.user_id, a.session_id, cardinality(s.question_ids) AS size, ${AGG}
         FROM ${COUNTED} JOIN quiz_sessions s ON s.id = a.session_id GROUP BY a.user_id, a.session_id, s.question_ids`,
    );
  }

  bySessionTopic(): Promise<Array<AttemptGroup & { user_id: string; session_id: string; topic: string }>> {
    return this.manager.query(
      `SELECT a.user_id, a.session_id, q.topic, ${AGG} FROM ${COUNTED} JOIN questions q ON q.id = a.question_id GROUP BY a.user_id, a.session_id, q.topic`,
    );
  }

  byUserExamTopic(): Promise<Array<AttemptGroup & { user_id: string; exam_id: string; topic: string }>> {
    return this.manager.query(
      `SELECT a.user_id, a.exam_id, q.topic, ${AGG} FROM ${COUNTED} JOIN questions q ON q.id = a.question_id GROUP BY a.user_id, a.exam_id, q.topic`,
    );
  }

  /** The questions with counted answers, in id order (the batches of byQuestionResponse). */
  async answeredQuestionIds(): Promise<string[]> {
    const rows: Array<{ question_id: string }> = await this.manager.query(`SELECT DISTINCT a.question_id FROM ${COUNTED} ORDER BY a.question_id`);
    return rows.map((r) => r.question_id);
  }

  /** The items of some questions, by id. */
  async itemsOf(questionIds: readonly string[]): Promise<Map<string, Item>> {
    const rows: Array<{ id: string; body: Item }> = await this.manager.query(`SELECT id, body FROM questions WHERE id = ANY($1::uuid[])`, [questionIds]);
    return new Map(rows.map((r) => [r.id, r.body]));
  }

  /** The answers to some questions summed per question and identical response (with the sum of their scores). */
  byQuestionResponse(questionIds: readonly string[]): Promise<Array<AttemptGroup & { question_id: string; response: unknown; sc: string }>> {
    return this.manager.query(
      `SELECT a.question_id, a.response, ${AGG}, sum(a.score)::bigint AS sc FROM ${COUNTED}
        WHERE a.question_id = ANY($1::uuid[]) GROUP BY a.question_id, a.response`,
      [questionIds],
    );
  }

  byExam(): Promise<Array<AttemptGroup & { exam_id: string }>> {
    return this.manager.query(`SELECT a.exam_id, ${AGG} FROM ${COUNTED} GROUP BY a.exam_id`);
  }
}
