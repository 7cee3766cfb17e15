import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type QuestionSearchResult, SEARCH_RESULTS_MAX } from '@medprep/shared';
import type { DataSource } from 'typeorm';

/** Marks around each match in a snippet: plain characters, so the client never renders HTML from it. */
export const SNIPPET_OPTIONS = 'StartSel=««, StopSel=»», MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/**
 * Full-text search ('english') over the stems of the items the user has answered and the user's own
 * notes. Matches the expressions of ix_questions_stem_fts and ix_question_notes_body_fts. An item is
 * found only through the user's own attempts (never an unseen one) and a note only by its owner.
 */
@Injectable()
export class QuestionSearchRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  search(userId: string, text: string, examId: string | null): Promise<QuestionSearchResult[]> {
    return this.db.query(
      `WITH tsq AS (SELECT websearch_to_tsquery('english', $2) AS q),
            seen AS (
              SELECT DISTINCT ON (a.question_id) a.question_id, a.session_id
                FROM attempts a
               WHERE a.user_id = $1 AND ($3::uuid IS NULL OR a.exam_id = $3)
               ORDER BY a.question_id, a.created_at DESC),
            hits AS (
              SELECT q.id, 'item' AS matched_in, seen.session_id,
                     ts_rank(to_tsvector('english', q.stem), tsq.q) AS rank,
                     ts_headline('english', q.stem, tsq.q, '${SNIPPET_OPTIONS}') AS snippet
                FROM seen JOIN questions q ON q.id = seen.question_id, tsq
               WHERE to_tsvector('english', q.stem) @@ tsq.q
              UNION ALL
              SELECT n.question_id, 'note', seen.session_id,
                     ts_rank(to_tsvector('english', n.body), tsq.q),
                     ts_headline('english', n.body, tsq.q, '${SNIPPET_OPTIONS}')
                FROM question_notes n JOIN seen ON seen.question_id = n.question_id, tsq
               WHERE n.user_id = $1 AND to_tsvector('english', n.body) @@ tsq.q)
       SELECT h.id AS "questionId", e.slug AS "examSlug", e.title AS "examTitle", q.topic,
              h.matched_in AS "matchedIn", h.snippet, h.rank::float8 AS rank, h.session_id AS "reviewSessionId"
         FROM hits h JOIN questions q ON q.id = h.id JOIN exams e ON e.id = q.exam_id
        ORDER BY h.rank DESC, h.id, h.matched_in
        LIMIT ${SEARCH_RESULTS_MAX}`,
      [userId, text, examId],
    );
  }
}
