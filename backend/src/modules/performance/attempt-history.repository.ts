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

/**
 * The item as the answer met it: the version its session served (a session from before versions
 * served the questions row, so `v` is absent and the current row stands in), as the live path
 * counted it.
 */
const ANSWERED_VERSION = `JOIN questions q ON q.id = a.question_id
  LEFT JOIN question_versions v ON cs.question_versions IS NOT NULL AND v.question_id = a.question_id AND v.version = a.question_version`;
const ANSWERED_TOPIC = `CASE WHEN v.question_id IS NULL THEN q.topic ELSE v.topic END`;

/** Where itemsOf keeps the item an answer group met. */
export const answeredItemKey = (questionId: string, servedVersion: number | null) => `${questionId}:${servedVersion ?? 'current'}`;

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
      `SELECT a.user_id, a.session_id, ${ANSWERED_TOPIC} AS topic, ${AGG} FROM ${COUNTED} ${ANSWERED_VERSION} GROUP BY 1, 2, 3`,
    );
  }

  byUserExamTopic(): Promise<Array<AttemptGroup & { user_id: string; exam_id: string; topic: string }>> {
    return this.manager.query(
      `SELECT a.user_id, a.exam_id, ${ANSWERED_TOPIC} AS topic, ${AGG} FROM ${COUNTED} ${ANSWERED_VERSION} GROUP BY 1, 2, 3`,
    );
  }

  /** The questions with counted answers, in id order (the batches of byQuestionResponse). */
  async answeredQuestionIds(): Promise<string[]> {
    const rows: Array<{ question_id: string }> = await this.manager.query(`SELECT DISTINCT a.question_id FROM ${COUNTED} ORDER BY a.question_id`);
    return rows.map((r) => r.question_id);
  }

  /**
   * The items some answer groups met (byQuestionResponse), keyed by `answeredItemKey`: each served
   * version's body, and the questions row's for answers of sessions from before versions.
   */
  async itemsOf(groups: ReadonlyArray<{ question_id: string; served_version: number | null }>): Promise<Map<string, Item>> {
    const versions = groups.filter((g) => g.served_version !== null);
    const [current, served]: Array<Array<{ id: string; version: number | null; body: Item }>> = await Promise.all([
      this.manager.query(`SELECT id, NULL::int AS version, body FROM questions WHERE id = ANY($1::uuid[])`, [[...new Set(groups.map((g) => g.question_id))]]),
      versions.length === 0
        ? []
        : this.manager.query(
            `SELECT v.question_id AS id, v.version, v.body FROM unnest($1::uuid[], $2::int[]) AS k(question_id, version)
               JOIN question_versions v USING (question_id, version)`,
            [versions.map((g) => g.question_id), versions.map((g) => g.served_version)],
          ),
    ]);
    return new Map([...current, ...served].map((r) => [answeredItemKey(r.id, r.version), r.body]));
  }

  /**
   * The answers to some questions summed per question, version met and identical response (with
   * the sum of their scores); `served_version` is null for sessions from before versions.
   */
  byQuestionResponse(questionIds: readonly string[]): Promise<Array<AttemptGroup & { question_id: string; served_version: number | null; response: unknown; sc: string }>> {
    return this.manager.query(
      `SELECT a.question_id, v.version AS served_version, a.response, ${AGG}, sum(a.score)::bigint AS sc FROM ${COUNTED} ${ANSWERED_VERSION}
        WHERE a.question_id = ANY($1::uuid[]) GROUP BY a.question_id, v.version, a.response`,
      [questionIds],
    );
  }

  byExam(): Promise<Array<AttemptGroup & { exam_id: string }>> {
    return this.manager.query(`SELECT a.exam_id, ${AGG} FROM ${COUNTED} GROUP BY a.exam_id`);
  }
}
