import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface BankTopicCoverage {
  topic: string;
  items: number;
  seen: number;
  /** Marks scored and available on the user's latest answer to each seen item. */
  score: number;
  maxScore: number;
  /** Mean retrievability of the seen items, where FSRS states are kept. */
  retention: number | null;
}

// The one line to change once FSRS card state is in user_question_states: the mean predicted
// recall of the user's seen items of a topic, e.g. `avg(s.retrievability)`, or an expression over
// the card's stability and last review.
const RETENTION_SQL = 'NULL::float8';

/** The caller's coverage of an exam's bank, per bank topic. */
@Injectable()
export class BlueprintRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Live items per topic with the user's seen count and the marks of their latest answer to each
   * seen item: one index probe per item of the bank, whatever the length of anyone's history.
   */
  async coverage(userId: string, examId: string): Promise<BankTopicCoverage[]> {
    const rows: Array<{ topic: string; items: number; seen: number; score: number | null; max_score: number | null; retention: number | null }> = await this.db.query(
      `SELECT q.topic,
              count(*)::int AS items,
              count(s.question_id)::int AS seen,
              sum(l.score)::float8 AS score,
              sum(l.max_score)::float8 AS max_score,
              ${RETENTION_SQL} AS retention
         FROM questions q
         LEFT JOIN user_question_states s ON s.user_id = $2 AND s.question_id = q.id
         LEFT JOIN LATERAL (
                SELECT a.score, a.max_score FROM attempts a
                 WHERE a.user_id = $2 AND a.question_id = q.id
                 ORDER BY a.created_at DESC LIMIT 1) l ON s.question_id IS NOT NULL
        WHERE q.exam_id = $1 AND q.status = 'live'
        GROUP BY q.topic`,
      [examId, userId],
    );
    return rows.map((r) => ({ topic: r.topic, items: r.items, seen: r.seen, score: r.score ?? 0, maxScore: r.max_score ?? 0, retention: r.retention }));
  }
}
