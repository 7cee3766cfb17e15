import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface SessionHistoryRow {
  id: string;
  exam_slug: string;
  exam_title: string;
  mode: 'tutor' | 'timed' | 'mock';
  started_at: Date;
  ended_at: Date | null;
  time_limit_ms: number | null;
  questions: number;
  answered: number;
  correct: number;
}

/** A user's sessions as their history lists them (newest first), a page at a time. */
@Injectable()
export class SessionHistoryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Up to `limit` sessions started before the cursor (keyset on the user's (started_at, id) index
   * order, so a page costs the same however long the history), with their answer counts.
   */
  page(userId: string, before: { startedAt: Date; sessionId: string } | null, limit: number): Promise<SessionHistoryRow[]> {
    return this.db.query(
      `SELECT s.id, e.slug AS exam_slug, e.title AS exam_title, s.mode, s.started_at, s.ended_at, s.time_limit_ms,
              cardinality(s.question_ids) AS questions, s.answered,
              (SELECT count(*)::int FROM attempts a WHERE a.session_id = s.id AND a.correct) AS correct
         FROM quiz_sessions s JOIN exams e ON e.id = s.exam_id
        WHERE s.user_id = $1 AND ($2::timestamptz IS NULL OR (s.started_at, s.id) < ($2::timestamptz, $3::uuid))
        ORDER BY s.started_at DESC, s.id DESC
        LIMIT $4`,
      [userId, before?.startedAt ?? null, before?.sessionId ?? null, limit],
    );
  }
}
