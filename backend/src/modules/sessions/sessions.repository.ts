import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { nextReviewState, type Availability, type OptionLetter } from '@medprep/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import type { QuestionEntity } from '../questions/entities/question.entity';
import type { QuizSessionEntity, SessionFilter, SessionMode } from './entities/quiz-session.entity';

/** The extra condition each filter adds; every one is an indexed lookup per question of the exam. */
const FILTER_SQL: Record<SessionFilter, string> = {
  // Names the user parameter so its type is known even when no condition needs it.
  all: 'AND $2::uuid IS NOT NULL',
  new: `AND NOT EXISTS (SELECT 1 FROM user_question_states s WHERE s.user_id = $2 AND s.question_id = q.id)`,
  incorrect: `AND EXISTS (SELECT 1 FROM user_question_states s WHERE s.user_id = $2 AND s.question_id = q.id AND NOT s.last_correct)`,
  flagged: `AND EXISTS (SELECT 1 FROM question_flags f WHERE f.user_id = $2 AND f.question_id = q.id)`,
  review: `AND EXISTS (SELECT 1 FROM user_question_states s WHERE s.user_id = $2 AND s.question_id = q.id AND s.review_due_at <= now())`,
};

const SESSION_COLUMNS = `id, user_id AS "userId", exam_id AS "examId", mode, filter, topics, question_ids AS "questionIds",
  time_limit_ms AS "timeLimitMs", is_trial AS "isTrial", started_at AS "startedAt", ended_at AS "endedAt"`;

export interface SessionAttempt {
  questionId: string;
  chosen: OptionLetter;
  correct: boolean;
  timeMs: number;
}

export interface NewAttempt {
  userId: string;
  sessionId: string;
  questionId: string;
  examId: string;
  chosen: OptionLetter;
  correct: boolean;
  timeMs: number;
}

/** A user's standing on one question; `attempts` doubles as its version for optimistic writes. */
export interface AnswerContext {
  session: QuizSessionEntity;
  /** Null when the question is not one of the session's. */
  question: Pick<QuestionEntity, 'id' | 'answer' | 'topic' | 'explanation' | 'optionExplanations' | 'references'> | null;
  standing: Standing | null;
}

export interface Standing {
  attempts: number;
  dueAt: Date | null;
  step: number;
  rightStreak: number;
}

export interface NewSession {
  userId: string;
  examId: string;
  mode: SessionMode;
  filter: SessionFilter;
  topics: string[] | null;
  questionIds: string[];
  timeLimitMs: number | null;
  isTrial: boolean;
}

@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Up to `limit` random live questions matching the filter, and how many match in all. */
  async pickQuestions(userId: string, examId: string, filter: SessionFilter, topics: string[] | null, limit: number) {
    const rows: Array<{ id: string; available: number }> = await this.db.query(
      `SELECT q.id, count(*) OVER ()::int AS available
         FROM questions q
        WHERE q.exam_id = $1 AND q.status = 'live' ${topics ? 'AND q.topic = ANY($4::text[])' : ''} ${FILTER_SQL[filter]}
        ORDER BY random()
        LIMIT $3`,
      topics ? [examId, userId, limit, topics] : [examId, userId, limit],
    );
    return { ids: rows.map((r) => r.id), available: rows[0]?.available ?? (await this.countMatching(userId, examId, filter, topics)) };
  }

  private async countMatching(userId: string, examId: string, filter: SessionFilter, topics: string[] | null): Promise<number> {
    const [{ n }] = await this.db.query(
      `SELECT count(*)::int AS n FROM questions q WHERE q.exam_id = $1 AND q.status = 'live'
        ${topics ? 'AND q.topic = ANY($3::text[])' : ''} ${FILTER_SQL[filter]}`,
      topics ? [examId, userId, topics] : [examId, userId],
    );
    return n;
  }

  /** The counts the start form shows; bounded by the size of the exam's bank. */
  async availability(userId: string, examId: string): Promise<Availability> {
    const [counts] = await this.db.query(
      `SELECT count(*)::int AS all,
              count(*) FILTER (WHERE s.question_id IS NULL)::int AS new,
              count(*) FILTER (WHERE s.last_correct = false)::int AS incorrect,
              count(*) FILTER (WHERE f.question_id IS NOT NULL)::int AS flagged,
              count(*) FILTER (WHERE s.review_due_at <= now())::int AS review
         FROM questions q
         LEFT JOIN user_question_states s ON s.user_id = $2 AND s.question_id = q.id
         LEFT JOIN question_flags f ON f.user_id = $2 AND f.question_id = q.id
        WHERE q.exam_id = $1 AND q.status = 'live'`,
      [examId, userId],
    );
    const topics: Array<{ topic: string; all: number }> = await this.db.query(
      `SELECT topic, count(*)::int AS all FROM questions WHERE exam_id = $1 AND status = 'live' GROUP BY topic ORDER BY topic`,
      [examId],
    );
    return { examId, ...counts, topics };
  }

  async create(session: NewSession): Promise<QuizSessionEntity> {
    const [row] = await this.db.query(
      `INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, topics, question_ids, time_limit_ms, is_trial)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${SESSION_COLUMNS}`,
      [session.userId, session.examId, session.mode, session.filter, session.topics, session.questionIds, session.timeLimitMs, session.isTrial],
    );
    return row;
  }

  async findOwned(sessionId: string, userId: string): Promise<QuizSessionEntity | null> {
    if (!isUuid(sessionId)) return null;
    const [row] = await this.db.query(`SELECT ${SESSION_COLUMNS} FROM quiz_sessions WHERE id = $1 AND user_id = $2`, [sessionId, userId]);
    return row ?? null;
  }

  /**
   * Everything answering needs to know before recording, in one round trip: the caller's session,
   * the question only if it belongs to the session, and the caller's standing on it.
   */
  async answerContext(sessionId: string, userId: string, questionId: string): Promise<AnswerContext | null> {
    if (!isUuid(sessionId)) return null;
    const [row] = await this.db.query(
      `SELECT s.id, s.user_id AS "userId", s.exam_id AS "examId", s.mode, s.filter, s.topics, s.question_ids AS "questionIds",
              s.time_limit_ms AS "timeLimitMs", s.is_trial AS "isTrial", s.started_at AS "startedAt", s.ended_at AS "endedAt",
              q.id AS "qId", q.answer AS "qAnswer", q.topic AS "qTopic", q.explanation AS "qExplanation",
              q.option_explanations AS "qOptionExplanations", q."references" AS "qReferences",
              st.attempts AS "stAttempts", st.review_due_at AS "stDueAt", st.review_step AS "stStep", st.review_right_streak AS "stRightStreak"
         FROM quiz_sessions s
         LEFT JOIN questions q ON q.id = $3::uuid AND q.id = ANY (s.question_ids)
         LEFT JOIN user_question_states st ON st.user_id = s.user_id AND st.question_id = q.id
        WHERE s.id = $1 AND s.user_id = $2`,
      [sessionId, userId, isUuid(questionId) ? questionId : null],
    );
    if (!row) return null;
    const { qId, qAnswer, qTopic, qExplanation, qOptionExplanations, qReferences, stAttempts, stDueAt, stStep, stRightStreak, ...session } = row;
    return {
      session,
      question: qId
        ? { id: qId, answer: qAnswer, topic: qTopic, explanation: qExplanation, optionExplanations: qOptionExplanations, references: qReferences }
        : null,
      standing: stAttempts === null || stAttempts === undefined ? null : { attempts: stAttempts, dueAt: stDueAt, step: stStep, rightStreak: stRightStreak },
    };
  }

  /** Whether the session holds an answer to the question. */
  async isAnswered(sessionId: string, questionId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM attempts WHERE session_id = $1 AND question_id = $2`, [sessionId, questionId]);
    return rows.length > 0;
  }

  /** Ends a session once; returns true for the call that ended it. */
  async end(sessionId: string): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affected]: the rows array's own length is no count.
    const [, affected] = await this.db.query(`UPDATE quiz_sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL`, [sessionId]);
    return affected > 0;
  }

  async attemptsOf(sessionId: string): Promise<SessionAttempt[]> {
    return this.db.query(
      `SELECT question_id AS "questionId", chosen, correct, time_ms AS "timeMs" FROM attempts WHERE session_id = $1`,
      [sessionId],
    );
  }

  /**
   * Records an answer in one statement: the attempt (once per session and question) and the user's
   * standing, scheduled from `previous`. Returns recorded: false, writing nothing, when the question
   * was already answered in this session; `answered` counts the session's answers including this one.
   * The standing is written only while it is still `previous` (its attempts count is the version);
   * when a concurrent answer to the same question got there first, it is redone under a row lock.
   */
  async recordAnswer(attempt: NewAttempt, previous: Standing | null, now: Date): Promise<{ recorded: boolean; answered: number }> {
    const review = nextReviewState(previous ?? { dueAt: null, step: 0, rightStreak: 0 }, attempt.correct, now);
    const [row]: Array<{ inserted: number; standing: number; before: number }> = await this.db.query(
      `WITH ins AS (
         INSERT INTO attempts (user_id, session_id, question_id, exam_id, chosen, correct, time_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (session_id, question_id) DO NOTHING RETURNING id
       ), standing AS (
         INSERT INTO user_question_states AS s (user_id, question_id, exam_id, attempts, correct_count, last_correct, last_answered_at, review_due_at, review_step, review_right_streak)
         SELECT $1, $3, $4, 1, $8, $6, $9, $10, $11, $12 FROM ins
         ON CONFLICT (user_id, question_id) DO UPDATE SET
           attempts = s.attempts + 1,
           correct_count = s.correct_count + EXCLUDED.correct_count,
           last_correct = EXCLUDED.last_correct, last_answered_at = EXCLUDED.last_answered_at,
           review_due_at = EXCLUDED.review_due_at, review_step = EXCLUDED.review_step, review_right_streak = EXCLUDED.review_right_streak
         WHERE s.attempts = $13::int
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM ins)::int AS inserted, (SELECT count(*) FROM standing)::int AS standing,
              (SELECT count(*) FROM attempts WHERE session_id = $2)::int AS before`,
      [
        attempt.userId, attempt.sessionId, attempt.questionId, attempt.examId, attempt.chosen, attempt.correct, attempt.timeMs,
        attempt.correct ? 1 : 0, now, review.dueAt, review.step, review.rightStreak, previous?.attempts ?? null,
      ],
    );
    if (row.inserted === 0) return { recorded: false, answered: row.before };
    if (row.standing === 0) await this.db.transaction((m) => this.updateStanding(m, attempt, now));
    // The count reads the statement's snapshot, which does not include its own insert.
    return { recorded: true, answered: row.before + 1 };
  }

  private async updateStanding(m: EntityManager, a: { userId: string; questionId: string; examId: string; correct: boolean }, now: Date) {
    const [previous] = await m.query(
      `SELECT review_due_at, review_step, review_right_streak FROM user_question_states WHERE user_id = $1 AND question_id = $2 FOR UPDATE`,
      [a.userId, a.questionId],
    );
    const review = nextReviewState(
      previous ? { dueAt: previous.review_due_at, step: previous.review_step, rightStreak: previous.review_right_streak } : { dueAt: null, step: 0, rightStreak: 0 },
      a.correct,
      now,
    );
    await m.query(
      `INSERT INTO user_question_states (user_id, question_id, exam_id, attempts, correct_count, last_correct, last_answered_at, review_due_at, review_step, review_right_streak)
       VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (user_id, question_id) DO UPDATE SET
         attempts = user_question_states.attempts + 1,
         correct_count = user_question_states.correct_count + EXCLUDED.correct_count,
         last_correct = EXCLUDED.last_correct, last_answered_at = EXCLUDED.last_answered_at,
         review_due_at = EXCLUDED.review_due_at, review_step = EXCLUDED.review_step, review_right_streak = EXCLUDED.review_right_streak`,
      [a.userId, a.questionId, a.examId, a.correct ? 1 : 0, a.correct, now, review.dueAt, review.step, review.rightStreak],
    );
  }

  async markTrialStarted(userId: string, sessionId: string): Promise<void> {
    await this.db.query(
      `UPDATE trials SET sid = $2, session_started = true, session_start_date = now() WHERE user_id = $1 AND NOT session_started`,
      [userId, sessionId],
    );
  }

  async markTrialComplete(userId: string, sessionId: string): Promise<void> {
    await this.db.query(
      `UPDATE trials SET session_complete = true, session_complete_date = now() WHERE user_id = $1 AND sid = $2 AND NOT session_complete`,
      [userId, sessionId],
    );
  }
}
