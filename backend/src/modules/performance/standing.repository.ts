import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Reads of users' standing on questions (written by sessions as answers arrive). */
@Injectable()
export class StandingRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Questions due for review now, per exam. */
  async dueForReview(userId: string, examIds: string[]): Promise<Map<string, number>> {
    if (examIds.length === 0) return new Map();
    const rows: Array<{ exam_id: string; n: number }> = await this.db.query(
      `SELECT exam_id, count(*)::int AS n FROM user_question_states
        WHERE user_id = $1 AND exam_id = ANY($2::uuid[]) AND review_due_at <= now() GROUP BY exam_id`,
      [userId, examIds],
    );
    return new Map(rows.map((r) => [r.exam_id, r.n]));
  }
}
