import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface DueCounts {
  dueNow: number;
  dueToday: number;
  total: number;
}

export interface UpcomingCard {
  questionId: string;
  topic: string;
  due: Date;
}

/**
 * Reads of users' FSRS cards (written with the standing as answers arrive, see sessions). Each is a
 * range scan of the (user, exam, due) index: its cost follows the cards read, never the history.
 * Only live questions count: they are what a review session can draw.
 */
@Injectable()
export class FsrsCardsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async dueCounts(userId: string, examId: string, now: Date, endOfDay: Date): Promise<DueCounts> {
    const [row] = await this.db.query(
      `SELECT count(*) FILTER (WHERE s.due <= $3)::int AS "dueNow", count(*) FILTER (WHERE s.due < $4)::int AS "dueToday", count(*)::int AS total
         FROM user_question_states s JOIN questions q ON q.id = s.question_id AND q.status = 'live'
        WHERE s.user_id = $1 AND s.exam_id = $2`,
      [userId, examId, now, endOfDay],
    );
    return row;
  }

  /** The user's next cards in the exam by due time, due ones first. */
  async upcoming(userId: string, examId: string, limit: number): Promise<UpcomingCard[]> {
    return this.db.query(
      `SELECT s.question_id AS "questionId", q.topic, s.due
         FROM user_question_states s JOIN questions q ON q.id = s.question_id AND q.status = 'live'
        WHERE s.user_id = $1 AND s.exam_id = $2
        ORDER BY s.due, s.question_id
        LIMIT $3`,
      [userId, examId, limit],
    );
  }
}
