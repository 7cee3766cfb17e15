import { FSRS6_DEFAULT_DECAY } from 'ts-fsrs';
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

// The mean predicted recall now of the user's seen items of a topic: FSRS-6's forgetting curve
// R = (1 + f·t/S)^(−decay), f = 0.9^(−1/decay) − 1, over each card's stability S and the days t since
// its last review (ts-fsrs's forgetting_curve, with the default decay our scheduler uses).
const FACTOR = Math.pow(0.9, -1 / FSRS6_DEFAULT_DECAY) - 1;
const RETENTION_SQL = `avg(CASE WHEN s.stability > 0 AND s.last_review IS NOT NULL
  THEN power(1 + ${FACTOR} * greatest(extract(epoch FROM now() - s.last_review), 0) / 86400.0 / s.stability, ${-FSRS6_DEFAULT_DECAY}) END)`;

/** The caller's coverage of an exam's bank, per bank topic. */
@Injectable()
export class BlueprintRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Live items per topic with the user's seen count and the marks of the answer that stands last for
   * each seen item (kept on the standing row): one probe per item of the bank, whatever the length
   * of anyone's history.
   */
  async coverage(userId: string, examId: string): Promise<BankTopicCoverage[]> {
    const rows: Array<{ topic: string; items: number; seen: number; score: number | null; max_score: number | null; retention: number | null }> = await this.db.query(
      `SELECT q.topic,
              count(*)::int AS items,
              count(s.question_id)::int AS seen,
              sum(s.last_score)::float8 AS score,
              sum(s.last_max_score)::float8 AS max_score,
              ${RETENTION_SQL} AS retention
         FROM questions q
         LEFT JOIN user_question_states s ON s.user_id = $2 AND s.question_id = q.id
        WHERE q.exam_id = $1 AND q.status = 'live'
        GROUP BY q.topic`,
      [examId, userId],
    );
    return rows.map((r) => ({ topic: r.topic, items: r.items, seen: r.seen, score: r.score ?? 0, maxScore: r.max_score ?? 0, retention: r.retention }));
  }
}
