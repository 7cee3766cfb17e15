import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Coalescer } from '../../common/batching/coalescer';

interface DueQuery {
  userId: string;
  examIds: string[];
}

/** Reads of users' standing on questions (written by sessions as answers arrive). */
@Injectable()
export class StandingRepository {
  /** Dashboards read at the same moment share one query (see Coalescer). */
  private readonly due = new Coalescer<DueQuery, Map<string, number>>((queries) => this.dueForReviewOfMany(queries), { maxBatch: 64, maxInFlight: 2 });

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Questions whose FSRS card is due now, per exam (what a review session would draw). */
  dueForReview(userId: string, examIds: string[]): Promise<Map<string, number>> {
    if (examIds.length === 0) return Promise.resolve(new Map());
    return this.due.submit({ userId, examIds });
  }

  private async dueForReviewOfMany(queries: DueQuery[]): Promise<Array<Map<string, number>>> {
    const pairs = queries.flatMap((q, n) => q.examIds.map((examId) => ({ n, userId: q.userId, examId })));
    const rows: Array<{ n: number; exam_id: string; due: number }> = await this.db.query(
      `SELECT r.n, s.exam_id, count(*)::int AS due
         FROM unnest($1::int[], $2::uuid[], $3::uuid[]) AS r(n, user_id, exam_id)
         JOIN user_question_states s ON s.user_id = r.user_id AND s.exam_id = r.exam_id AND s.due <= now()
        GROUP BY r.n, s.exam_id`,
      [pairs.map((p) => p.n), pairs.map((p) => p.userId), pairs.map((p) => p.examId)],
    );
    const results = queries.map(() => new Map<string, number>());
    for (const row of rows) results[row.n].set(row.exam_id, row.due);
    return results;
  }
}
