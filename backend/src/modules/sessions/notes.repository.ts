import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';

interface NoteRow {
  questionId: string;
  text: string;
  updatedAt: Date;
}

interface ListedNoteRow extends NoteRow {
  examSlug: string;
  examTitle: string;
  stem: string;
  reviewSessionId: string | null;
}

const NOTE_COLUMNS = `question_id AS "questionId", body AS text, updated_at AS "updatedAt"`;

/** Private notes, one per user and question. */
@Injectable()
export class NotesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether the question was in one of the user's sessions (notes are kept on questions practised). */
  async hasSeen(userId: string, questionId: string): Promise<boolean> {
    if (!isUuid(questionId)) return false;
    const rows = await this.db.query(`SELECT 1 FROM quiz_sessions WHERE user_id = $1 AND $2::uuid = ANY (question_ids) LIMIT 1`, [userId, questionId]);
    return rows.length > 0;
  }

  async find(userId: string, questionId: string): Promise<NoteRow | null> {
    if (!isUuid(questionId)) return null;
    const [row] = await this.db.query(`SELECT ${NOTE_COLUMNS} FROM question_notes WHERE user_id = $1 AND question_id = $2`, [userId, questionId]);
    return row ?? null;
  }

  async save(userId: string, questionId: string, text: string): Promise<NoteRow> {
    const [row] = await this.db.query(
      `INSERT INTO question_notes (user_id, question_id, body) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, question_id) DO UPDATE SET body = EXCLUDED.body, updated_at = now()
       RETURNING ${NOTE_COLUMNS}`,
      [userId, questionId, text],
    );
    return row;
  }

  async delete(userId: string, questionId: string): Promise<void> {
    await this.db.query(`DELETE FROM question_notes WHERE user_id = $1 AND question_id = $2`, [userId, questionId]);
  }

  /**
   * The user's notes, newest first, each with its exam, the question's stem and the latest session
   * whose review shows the question: an ended one, or a tutor one where it was answered.
   */
  list(userId: string): Promise<ListedNoteRow[]> {
    return this.db.query(
      `SELECT n.question_id AS "questionId", n.body AS text, n.updated_at AS "updatedAt",
              e.slug AS "examSlug", e.title AS "examTitle", q.stem,
              (SELECT s.id FROM quiz_sessions s
                WHERE s.user_id = n.user_id AND n.question_id = ANY (s.question_ids)
                  AND (s.ended_at IS NOT NULL
                       OR (s.mode = 'tutor' AND EXISTS (SELECT 1 FROM attempts a WHERE a.session_id = s.id AND a.question_id = n.question_id)))
                ORDER BY s.started_at DESC LIMIT 1) AS "reviewSessionId"
         FROM question_notes n
         JOIN questions q ON q.id = n.question_id
         JOIN exams e ON e.id = q.exam_id
        WHERE n.user_id = $1
        ORDER BY n.updated_at DESC`,
      [userId],
    );
  }
}
