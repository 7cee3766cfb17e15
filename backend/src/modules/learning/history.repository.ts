import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DayCount, TopicDayCount } from '@medprep/shared';
import type { DataSource } from 'typeorm';

interface Row {
  day: string;
  topic: string;
  answered: number;
  score: number;
  maxScore: number;
}

/** The attempt aggregates progress over time is computed from: one scan of (user, exam) since `since`. */
@Injectable()
export class HistoryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Answers per local day and topic since the instant `since` (reads ix_attempts_user_exam; the
   * join reads each question's topic by primary key). Per-day figures sum these over topics.
   */
  async countsByDayAndTopic(userId: string, examId: string, since: Date, timeZone: string): Promise<{ days: DayCount[]; topics: TopicDayCount[] }> {
    const rows: Row[] = await this.db.query(
      `SELECT to_char((a.created_at AT TIME ZONE $4)::date, 'YYYY-MM-DD') AS day, q.topic,
              count(*)::int AS answered, sum(a.score)::int AS score, sum(a.max_score)::int AS "maxScore"
         FROM attempts a JOIN questions q ON q.id = a.question_id
        WHERE a.user_id = $1 AND a.exam_id = $2 AND a.created_at >= $3
        GROUP BY 1, 2`,
      [userId, examId, since, timeZone],
    );
    const days = new Map<string, DayCount>();
    for (const r of rows) {
      const d = days.get(r.day) ?? { day: r.day, answered: 0, score: 0, maxScore: 0 };
      d.answered += r.answered;
      d.score += r.score;
      d.maxScore += r.maxScore;
      days.set(r.day, d);
    }
    return { days: [...days.values()], topics: rows };
  }

  /** Live items the user has never answered, and their reviews due by `dueBy`. */
  async remaining(userId: string, examId: string, dueBy: Date): Promise<{ unseen: number; due: number }> {
    const [row] = await this.db.query(
      `SELECT (SELECT count(*) FROM questions q
                WHERE q.exam_id = $2 AND q.status = 'live'
                  AND NOT EXISTS (SELECT 1 FROM user_question_states s WHERE s.user_id = $1 AND s.question_id = q.id))::int AS unseen,
              (SELECT count(*) FROM user_question_states s
                WHERE s.user_id = $1 AND s.exam_id = $2 AND s.due < $3)::int AS due`,
      [userId, examId, dueBy],
    );
    return row;
  }

  /** The user's exam date for the exam (users.exam_dates), if set. */
  async examDates(userId: string, examSlug: string): Promise<string[]> {
    const rows: Array<{ date: string }> = await this.db.query(
      `SELECT d ->> 'date' AS date FROM users u, jsonb_array_elements(u.exam_dates) d WHERE u.id = $1 AND d ->> 'examSlug' = $2`,
      [userId, examSlug],
    );
    return rows.map((r) => r.date).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  }
}
