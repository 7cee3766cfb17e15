import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHOOSE_MARK_PER_RIGHT, CHOOSE_PICKS, RANKING_MARK_PER_RESPONSE, RANKING_RESPONSES } from '@medprep/shared';
import type { DataSource } from 'typeorm';

/**
 * An item's full marks in SQL, as maxScoreOf gives them (1 per statement or stem, the fixed
 * totals of ranking and choose, else 1): the history sums them over a session's questions
 * without reading every body.
 */
const MAX_SCORE_SQL = `CASE q.type WHEN 'mtf' THEN jsonb_array_length(q.body -> 'statements') WHEN 'emq' THEN jsonb_array_length(q.body -> 'stems')
  WHEN 'ranking' THEN ${RANKING_RESPONSES * RANKING_MARK_PER_RESPONSE} WHEN 'choose' THEN ${CHOOSE_PICKS * CHOOSE_MARK_PER_RIGHT} ELSE 1 END`;

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
  /** Questions with full marks. */
  correct: number;
  marks: number;
  max_marks: number;
}

/** A user's sessions as their history lists them (newest first), a page at a time. */
@Injectable()
export class SessionHistoryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Up to `limit` sessions started before the cursor (keyset on the user's (started_at, id) index
   * order, so a page costs the same however long the history), with their answer counts and marks.
   */
  page(userId: string, before: { startedAt: Date; sessionId: string } | null, limit: number): Promise<SessionHistoryRow[]> {
    return this.db.query(
      `SELECT s.id, e.slug AS exam_slug, e.title AS exam_title, s.mode, s.started_at, s.ended_at, s.time_limit_ms,
              cardinality(s.question_ids) AS questions, s.answered,
              (SELECT count(*)::int FROM attempts a WHERE a.session_id = s.id AND a.correct) AS correct,
              (SELECT coalesce(sum(a.score), 0)::int FROM attempts a WHERE a.session_id = s.id) AS marks,
              (SELECT coalesce(sum(${MAX_SCORE_SQL}), 0)::int FROM questions q WHERE q.id = ANY (s.question_ids)) AS max_marks
         FROM quiz_sessions s JOIN exams e ON e.id = s.exam_id
        WHERE s.user_id = $1 AND ($2::timestamptz IS NULL OR (s.started_at, s.id) < ($2::timestamptz, $3::uuid))
        ORDER BY s.started_at DESC, s.id DESC
        LIMIT $4`,
      [userId, before?.startedAt ?? null, before?.sessionId ?? null, limit],
    );
  }
}
