import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MyReport } from '@medprep/shared';
import { isUuid } from '../../common/validation/is-uuid';

export interface CorrectionRow {
  questionId: string;
  examSlug: string;
  examTitle: string;
  stem: string;
  answeredVersion: number;
  correctedVersion: number;
  correctedAt: Date;
  changeNote: string | null;
  reviewSessionId: string | null;
}

export interface NoticeRow {
  questionId: string;
  correctedAt: Date;
  changeNote: string | null;
}

export type MyReportRow = Omit<MyReport, 'stemExcerpt'> & { stem: string };

/**
 * The newest published correction of question `{q}` newer than version `{v}`: a version marked a
 * correction whose publishing date is set.
 */
const newestCorrection = (q: string, v: string) => `
  SELECT c.version, c.published_at, c.change_note FROM question_versions c
   WHERE c.question_id = ${q} AND c.is_correction AND c.published_at IS NOT NULL AND c.version > ${v}
   ORDER BY c.version DESC LIMIT 1`;

/** Published corrections as they reach readers of older versions, and the reports users filed. */
@Injectable()
export class CorrectionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Items the user answered, at the newest version they answered, that a later correction changed;
   * each with the latest reviewable session (ended, or tutor) where they answered that version.
   */
  forReader(userId: string, limit: number): Promise<CorrectionRow[]> {
    return this.db.query(
      `WITH answered AS (
         SELECT question_id, max(question_version) AS version FROM attempts WHERE user_id = $1 GROUP BY question_id
       )
       SELECT a.question_id AS "questionId", e.slug AS "examSlug", e.title AS "examTitle", q.stem,
              a.version AS "answeredVersion", c.version AS "correctedVersion", c.published_at AS "correctedAt", c.change_note AS "changeNote",
              (SELECT t.session_id FROM attempts t JOIN quiz_sessions s ON s.id = t.session_id
                WHERE t.user_id = $1 AND t.question_id = a.question_id AND t.question_version = a.version
                  AND (s.ended_at IS NOT NULL OR s.mode = 'tutor')
                ORDER BY t.created_at DESC LIMIT 1) AS "reviewSessionId"
         FROM answered a
         CROSS JOIN LATERAL (${newestCorrection('a.question_id', 'a.version')}) c
         JOIN questions q ON q.id = a.question_id
         JOIN exams e ON e.id = q.exam_id
        ORDER BY c.published_at DESC, a.question_id
        LIMIT $2`,
      [userId, limit],
    );
  }

  /** For each question answered in the session, the newest correction published since the version answered. */
  async forSession(sessionId: string): Promise<Map<string, NoticeRow>> {
    if (!isUuid(sessionId)) return new Map();
    const rows: NoticeRow[] = await this.db.query(
      `SELECT DISTINCT ON (a.question_id) a.question_id AS "questionId", c.published_at AS "correctedAt", c.change_note AS "changeNote"
         FROM attempts a
         CROSS JOIN LATERAL (${newestCorrection('a.question_id', 'a.question_version')}) c
        WHERE a.session_id = $1
        ORDER BY a.question_id, c.version DESC`,
      [sessionId],
    );
    return new Map(rows.map((r) => [r.questionId, r]));
  }

  /** The user's reports, latest change first. */
  reportsOf(userId: string, limit: number): Promise<MyReportRow[]> {
    return this.db.query(
      `SELECT r.id, r.question_id AS "questionId", e.slug AS "examSlug", e.title AS "examTitle", q.stem, r.message, r.status,
              r.reply, r.replied_at AS "repliedAt", r.question_version AS "reportedVersion", r.fixed_in_version AS "fixedInVersion",
              r.created_at AS "createdAt", r.updated_at AS "updatedAt"
         FROM question_reports r
         JOIN questions q ON q.id = r.question_id
         JOIN exams e ON e.id = q.exam_id
        WHERE r.user_id = $1
        ORDER BY r.updated_at DESC, r.id
        LIMIT $2`,
      [userId, limit],
    );
  }
}
