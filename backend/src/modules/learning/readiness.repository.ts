import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** What a readiness estimate reads: the exam's difficulties and the user's latest answers. */
@Injectable()
export class ReadinessRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every live item's fitted difficulty; an item not fitted yet counts as average (0). */
  async paperDifficulties(examId: string): Promise<{ difficulties: number[]; fittedAt: Date | null }> {
    const rows: Array<{ difficulty: number; fitted_at: Date | null }> = await this.db.query(
      `SELECT coalesce(d.difficulty, 0) AS difficulty, d.fitted_at
         FROM questions q LEFT JOIN item_difficulties d ON d.question_id = q.id
        WHERE q.exam_id = $1 AND q.status = 'live'`,
      [examId],
    );
    const fitted = rows.map((r) => r.fitted_at).filter((d): d is Date => d !== null);
    return { difficulties: rows.map((r) => r.difficulty), fittedAt: fitted.length > 0 ? new Date(Math.max(...fitted.map((d) => d.getTime()))) : null };
  }

  /** The user's latest answer to each item of the exam they have seen, as a score fraction, with the item's difficulty (0 if not fitted); one index probe per item. */
  async latestAnswers(userId: string, examId: string): Promise<Array<{ difficulty: number; score: number }>> {
    return this.db.query(
      `SELECT coalesce(d.difficulty, 0) AS difficulty, l.score
         FROM user_question_states s
        CROSS JOIN LATERAL (
              SELECT a.score::float8 / a.max_score AS score FROM attempts a
               WHERE a.user_id = s.user_id AND a.question_id = s.question_id AND a.max_score > 0
               ORDER BY a.created_at DESC LIMIT 1) l
         LEFT JOIN item_difficulties d ON d.question_id = s.question_id
        WHERE s.user_id = $1 AND s.exam_id = $2`,
      [userId, examId],
    );
  }
}
