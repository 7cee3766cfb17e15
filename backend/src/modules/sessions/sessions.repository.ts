import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Availability, type Item, type ItemResponse, type SessionPaper } from '@medprep/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { Coalescer } from '../../common/batching/coalescer';
import { isUuid } from '../../common/validation/is-uuid';
import { PgPool, type PreparedStatement } from '../../database/pg-pool';
import { CARD_COLUMNS, CARD_TYPES, cardArrays, cardFromRow, examDatesSql, nextCard, selectCard } from '../learning/fsrs-card.columns';
import type { FsrsCard } from '../learning/fsrs-scheduler';
import { type CachedItem, ItemCache } from './item-cache';
import type { QuizSessionEntity, SessionFilter, SessionMode } from './entities/quiz-session.entity';

/** The extra condition each filter adds; every one is an indexed lookup per question of the exam. */
const FILTER_SQL: Record<SessionFilter, string> = {
  // Names the user parameter so its type is known even when no condition needs it.
  all: 'AND $2::uuid IS NOT NULL',
  new: `AND NOT EXISTS (SELECT 1 FROM user_question_states s WHERE s.user_id = $2 AND s.question_id = q.id)`,
  incorrect: `AND EXISTS (SELECT 1 FROM user_question_states s WHERE s.user_id = $2 AND s.question_id = q.id AND NOT s.last_correct)`,
  flagged: `AND EXISTS (SELECT 1 FROM question_flags f WHERE f.user_id = $2 AND f.question_id = q.id)`,
  review: `AND EXISTS (SELECT 1 FROM user_question_states s WHERE s.user_id = $2 AND s.question_id = q.id AND s.due <= now())`,
};

const SESSION_COLUMNS = `id, user_id AS "userId", exam_id AS "examId", mode, filter, topics, question_ids AS "questionIds", question_versions AS "questionVersions",
  time_limit_ms AS "timeLimitMs", papers, is_trial AS "isTrial", started_at AS "startedAt", ended_at AS "endedAt"`;

/**
 * The version each question of the parameter is at now, in the same order: what a new session
 * records and serves for as long as it runs.
 */
const versionsNow = (ids: string) =>
  `(SELECT array_agg(q.version ORDER BY u.n) FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS u(id, n) LEFT JOIN questions q ON q.id = u.id)`;

/** A question of a session as the session serves it: the version it recorded (the current row for a session from before versions). */
export interface SessionItem {
  id: string;
  topic: string;
  item: Item;
  version: number;
  /** When that version was clinically reviewed (ISO), or null. */
  reviewedAt: string | null;
}

/** A response and the marks it earned (`correct` is full marks). */
interface Marked {
  response: ItemResponse;
  score: number;
  maxScore: number;
  correct: boolean;
}

export interface SessionAttempt extends Marked {
  questionId: string;
  timeMs: number;
  /** The user said they guessed. */
  guessed: boolean;
}

export interface NewAttempt extends Marked {
  userId: string;
  sessionId: string;
  questionId: string;
  /** The version of the question answered: the session's. */
  questionVersion: number;
  examId: string;
  timeMs: number;
  /** The user said they guessed (caps the review rating). */
  guessed: boolean;
}

/** What answering reads of a session: its clock and size, not its question list (no array to parse per answer). */
export type AnswerContextSession = Pick<QuizSessionEntity, 'id' | 'userId' | 'examId' | 'mode' | 'timeLimitMs' | 'isTrial' | 'startedAt' | 'endedAt'> & {
  questionCount: number;
};

/** A user's standing on one question; `attempts` doubles as its version for optimistic writes. */
interface AnswerContext {
  session: AnswerContextSession;
  /** Null when the question is not one of the session's; else the version the session serves. */
  question: (CachedItem & { id: string; version: number }) | null;
  standing: Standing | null;
  /** The user's dates for the session's exam (they set the review's target retention). */
  examDates: string[];
}

interface Standing {
  attempts: number;
  card: FsrsCard;
}

/** An answer that stands when its paper ends: what the counters take. */
export interface FinalAnswer extends Marked {
  userId: string;
  questionId: string;
  examId: string;
  timeMs: number;
  guessed: boolean;
  topic: string;
  item: Item;
}

interface EndedSession {
  /** This call ended the session. */
  ended: boolean;
  questionCount: number;
  /** A timed or mock paper's answers that stand; empty for a tutor session. */
  finalAnswers: FinalAnswer[];
}

export interface NewSession {
  userId: string;
  examId: string;
  mode: SessionMode;
  filter: SessionFilter;
  topics: string[] | null;
  questionIds: string[];
  timeLimitMs: number | null;
  /** A mock's papers; null for practice sessions. */
  papers: SessionPaper[] | null;
  isTrial: boolean;
}

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** node-postgres sends a JS array as a Postgres array; jsonb wants the JSON text. */
const papersJson = (session: NewSession) => (session.papers ? JSON.stringify(session.papers) : null);

interface ContextKey {
  sessionId: string;
  userId: string;
  questionId: string | null;
}

interface PendingAnswer {
  attempt: NewAttempt;
  previous: Standing | null;
  now: Date;
  examDates: string[];
}

interface RecordedAnswer {
  recorded: boolean;
  answered: number;
  /** This answer was the session's last: the session is ended, in the same commit. */
  completed: boolean;
}

/**
 * The answer path's read (see answerContext): parsed and planned once per connection. The question
 * is served at the version its session recorded (the current row's for a session from before
 * versions). Versions are immutable, so the version's topic, body and review date come only when it
 * is not one this process holds ($4, an int[] literal per answer, see ItemCache): the CASE runs the
 * lookup only then.
 */
const ANSWER_CONTEXTS: PreparedStatement = {
  name: 'answer_contexts_v3',
  text: `SELECT r.n, s.id, s.user_id AS "userId", s.exam_id AS "examId", s.mode, cardinality(s.question_ids) AS "questionCount",
              s.time_limit_ms AS "timeLimitMs", s.is_trial AS "isTrial", s.started_at AS "startedAt", s.ended_at AS "endedAt",
              q.id AS "qId", x.version AS "qVersion",
              CASE WHEN x.version = ANY (r.known_versions::int[]) THEN NULL
                   WHEN s.question_versions IS NULL THEN json_build_object('topic', q.topic, 'item', q.body, 'reviewedAt', q.reviewed_at)
                   ELSE (SELECT json_build_object('topic', v.topic, 'item', v.body, 'reviewedAt', v.reviewed_at)
                           FROM question_versions v WHERE v.question_id = q.id AND v.version = x.version)
              END AS "qRead",
              st.attempts AS "stAttempts", ${selectCard('st')}, ${examDatesSql('s.user_id', 's.exam_id')} AS "examDates"
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[]) WITH ORDINALITY AS r(session_id, user_id, question_id, known_versions, n)
         JOIN quiz_sessions s ON s.id = r.session_id AND s.user_id = r.user_id
         LEFT JOIN questions q ON q.id = r.question_id AND q.id = ANY (s.question_ids)
         LEFT JOIN LATERAL (SELECT coalesce(s.question_versions[array_position(s.question_ids, q.id)], q.version) AS version) x ON true
         LEFT JOIN user_question_states st ON st.user_id = s.user_id AND st.question_id = q.id`,
};

/** The answer path's write (see recordBatch). */
const RECORD_BATCH: PreparedStatement = {
  name: 'record_answers_v2',
  text: `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::int[], $7::int[], $8::bool[], $9::int[],
                              $10::timestamptz[], $11::int[], $12::bool[], ${CARD_TYPES.map((t, k) => `$${k + 13}::${t}[]`).join(', ')}, $${CARD_TYPES.length + 13}::int[])
           WITH ORDINALITY AS i(user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms, answered_at, previous, guessed,
                                ${CARD_COLUMNS.join(', ')}, question_version, n)
       ), ins AS (
         -- Responses come as JSON text: a jsonb[] parameter would need each element quoted as an array literal.
         -- created_at is the time the card was reviewed at, so that a replay of the history gives the same card.
         INSERT INTO attempts (user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms, guessed, created_at, question_version)
         SELECT user_id, session_id, question_id, exam_id, response::jsonb, score, max_score, correct, time_ms, guessed, answered_at, question_version FROM input
         ON CONFLICT (session_id, question_id) DO NOTHING RETURNING session_id, question_id
       ), standing AS (
         INSERT INTO user_question_states AS s (user_id, question_id, exam_id, attempts, correct_count, last_correct, last_score, last_max_score, last_answered_at, ${CARD_COLUMNS.join(', ')})
         SELECT i.user_id, i.question_id, i.exam_id, coalesce(i.previous, 0) + 1, i.correct::int, i.correct, i.score, i.max_score, i.answered_at, ${CARD_COLUMNS.map((c) => `i.${c}`).join(', ')}
           FROM input i JOIN ins USING (session_id, question_id)
         ON CONFLICT (user_id, question_id) DO UPDATE SET
           attempts = EXCLUDED.attempts,
           correct_count = s.correct_count + EXCLUDED.correct_count,
           last_correct = EXCLUDED.last_correct, last_score = EXCLUDED.last_score, last_max_score = EXCLUDED.last_max_score,
           last_answered_at = EXCLUDED.last_answered_at,
           ${CARD_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
         WHERE s.attempts = EXCLUDED.attempts - 1
         RETURNING user_id, question_id
       ), counted AS (
         -- Locks the session row until commit: concurrent answers to one session count in turn, and
         -- the one that answers its last question ends it in the same commit.
         UPDATE quiz_sessions s SET answered = s.answered + 1,
                ended_at = CASE WHEN s.answered + 1 >= cardinality(s.question_ids) THEN coalesce(s.ended_at, now()) ELSE s.ended_at END
           FROM ins WHERE s.id = ins.session_id
         RETURNING s.id, s.answered, s.answered >= cardinality(s.question_ids) AS complete
       )
       SELECT c.answered IS NOT NULL AS inserted,
              EXISTS (SELECT 1 FROM standing st WHERE st.user_id = i.user_id AND st.question_id = i.question_id) AS standing,
              coalesce(c.answered, s.answered, 0) AS answered,
              coalesce(c.complete, false) AS completed
         FROM input i
         LEFT JOIN quiz_sessions s ON s.id = i.session_id
         LEFT JOIN counted c ON c.id = i.session_id
        ORDER BY i.n`,
};

/**
 * The rows an answer's write locks: its session (counted) and the user's standing on the question.
 * One statement can write each only once, and two batches in flight that shared one could lock
 * them in opposite orders: a deadlock that Postgres breaks only after a second.
 */
const rowsLockedBy = ({ attempt }: PendingAnswer) => [`s:${attempt.sessionId}`, `q:${attempt.userId}:${attempt.questionId}`];

/** Batches in flight per statement: few, so that a burst of answers queues into batches rather than connections. */
const GROUP_COMMIT = { maxBatch: 64, maxInFlight: 2 };
/** Items kept per process for the answer path: a few banks' worth (an item is a few kB). */
const CACHED_ITEMS = 5_000;

@Injectable()
export class SessionsRepository {
  private readonly contexts = new Coalescer<ContextKey, AnswerContext | null>((keys) => this.answerContexts(keys), GROUP_COMMIT);
  private readonly writes = new Coalescer<PendingAnswer, RecordedAnswer>((items) => this.recordBatch(items), { ...GROUP_COMMIT, keysOf: rowsLockedBy });
  private readonly items = new ItemCache(CACHED_ITEMS);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly pg: PgPool,
  ) {}

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

  /**
   * Up to `limit` of the questions answered wrongly in one of the user's sessions (the answers that
   * stand), still live and in the exam, in random order; and how many there are.
   */
  async pickIncorrectOf(userId: string, sourceSessionId: string, examId: string, topics: string[] | null, limit: number) {
    const rows: Array<{ id: string; available: number }> = await this.db.query(
      `SELECT q.id, count(*) OVER ()::int AS available
         FROM attempts a JOIN questions q ON q.id = a.question_id
        WHERE a.session_id = $1 AND a.user_id = $2 AND NOT a.correct AND q.exam_id = $3 AND q.status = 'live'
              ${topics ? 'AND q.topic = ANY($5::text[])' : ''}
        ORDER BY random()
        LIMIT $4`,
      topics ? [sourceSessionId, userId, examId, limit, topics] : [sourceSessionId, userId, examId, limit],
    );
    return { ids: rows.map((r) => r.id), available: rows[0]?.available ?? 0 };
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
              count(*) FILTER (WHERE s.due <= now())::int AS review
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
      `INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, topics, question_ids, question_versions, time_limit_ms, is_trial, papers)
       VALUES ($1, $2, $3, $4, $5, $6, ${versionsNow('$6')}, $7, $8, $9) RETURNING ${SESSION_COLUMNS}`,
      [session.userId, session.examId, session.mode, session.filter, session.topics, session.questionIds, session.timeLimitMs, session.isTrial, papersJson(session)],
    );
    return row;
  }

  /**
   * Starts the trial's one session, or nothing: one statement claims the trial row (its UPDATE
   * holds the row lock until commit, and a concurrent claim re-reads `session_started` after it)
   * and inserts the session only if the claim succeeded. Null when another start got there first.
   */
  async createTrialSession(session: NewSession): Promise<QuizSessionEntity | null> {
    const id = randomUUID();
    const [row] = await this.db.query(
      `WITH claim AS (
         UPDATE trials SET sid = $1, session_started = true, session_start_date = now()
          WHERE user_id = $2 AND exam_id = $3 AND NOT session_started
          RETURNING id
       )
       INSERT INTO quiz_sessions (id, user_id, exam_id, mode, filter, topics, question_ids, question_versions, time_limit_ms, is_trial, papers)
       SELECT $1, $2, $3, $4, $5, $6, $7, ${versionsNow('$7')}, $8, true, $9::jsonb FROM claim
       RETURNING ${SESSION_COLUMNS}`,
      [id, session.userId, session.examId, session.mode, session.filter, session.topics, session.questionIds, session.timeLimitMs, papersJson(session)],
    );
    return row ?? null;
  }

  /**
   * Timed papers still open whose time and `graceMs` ran out before `now`, oldest first: nobody has
   * read them since (a read would have closed them), so nothing else will close and count them.
   */
  expiredPapers(now: Date, graceMs: number, limit: number): Promise<Array<Pick<QuizSessionEntity, 'id' | 'userId' | 'examId' | 'isTrial'>>> {
    return this.db.query(
      `SELECT id, user_id AS "userId", exam_id AS "examId", is_trial AS "isTrial" FROM quiz_sessions
        WHERE ended_at IS NULL AND time_limit_ms IS NOT NULL AND started_at < $1::timestamptz - make_interval(secs => (time_limit_ms + $2) / 1000.0)
        ORDER BY started_at LIMIT $3`,
      [now, graceMs, limit],
    );
  }

  /** The user's sessions still open, of every mode. */
  runningOf(userId: string): Promise<Array<Pick<QuizSessionEntity, 'id' | 'userId' | 'examId' | 'isTrial'>>> {
    return this.db.query(
      `SELECT id, user_id AS "userId", exam_id AS "examId", is_trial AS "isTrial" FROM quiz_sessions WHERE user_id = $1 AND ended_at IS NULL`,
      [userId],
    );
  }

  async findOwned(sessionId: string, userId: string): Promise<QuizSessionEntity | null> {
    if (!isUuid(sessionId)) return null;
    const [row] = await this.db.query(`SELECT ${SESSION_COLUMNS} FROM quiz_sessions WHERE id = $1 AND user_id = $2`, [sessionId, userId]);
    return row ?? null;
  }

  /**
   * Everything answering needs to know before recording, in one round trip: the caller's session,
   * the question only if it belongs to the session, and the caller's standing on it. Concurrent
   * answers share the round trip (group commit, see Coalescer).
   */
  answerContext(sessionId: string, userId: string, questionId: string): Promise<AnswerContext | null> {
    if (!isUuid(sessionId)) return Promise.resolve(null);
    return this.contexts.submit({ sessionId, userId, questionId: isUuid(questionId) ? questionId : null });
  }

  private async answerContexts(keys: ContextKey[]): Promise<Array<AnswerContext | null>> {
    // Taken now: an entry evicted while the read runs must still stand for the body left out.
    const known = keys.map((k) => (k.questionId ? this.items.versionsOf(k.questionId) : new Map<number, CachedItem>()));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw columns, each typed where it is mapped below
    const rows = await this.pg.queryPrepared<Record<string, any>>(ANSWER_CONTEXTS, [
      keys.map((k) => k.sessionId),
      keys.map((k) => k.userId),
      keys.map((k) => k.questionId),
      known.map((versions) => `{${[...versions.keys()].join(',')}}`),
    ]);
    const contexts: Array<AnswerContext | null> = keys.map(() => null);
    for (const row of rows) {
      const { n, qId, qVersion, qRead, stAttempts, examDates, ...rest } = row;
      const session = Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('card_')));
      const index = Number(n) - 1;
      // Nothing read: the version is one of those held (see ANSWER_CONTEXTS).
      const read = (): CachedItem =>
        qRead === null ? known[index].get(qVersion)! : this.items.set(qId, qVersion, { ...qRead, reviewedAt: isoOrNull(qRead.reviewedAt && new Date(qRead.reviewedAt)) });
      contexts[index] = {
        session: session as AnswerContextSession,
        question: qId ? { id: qId, version: qVersion, ...read() } : null,
        standing: stAttempts === null || stAttempts === undefined ? null : { attempts: stAttempts, card: cardFromRow(row)! },
        examDates,
      };
    }
    return contexts;
  }

  /** The session's questions, in its order, each at the version the session serves (see SessionItem). */
  async itemsOf(session: Pick<QuizSessionEntity, 'questionIds' | 'questionVersions'>): Promise<SessionItem[]> {
    if (session.questionIds.length === 0) return [];
    const rows: Array<Omit<SessionItem, 'reviewedAt'> & { reviewedAt: Date | null }> = await this.db.query(
      `SELECT q.id, CASE WHEN v.question_id IS NULL THEN q.topic ELSE v.topic END AS topic, coalesce(v.body, q.body) AS item,
              coalesce(v.version, q.version) AS version, CASE WHEN v.question_id IS NULL THEN q.reviewed_at ELSE v.reviewed_at END AS "reviewedAt"
         FROM unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS u(id, version, n)
         JOIN questions q ON q.id = u.id
         LEFT JOIN question_versions v ON v.question_id = u.id AND v.version = u.version
        ORDER BY u.n`,
      [session.questionIds, session.questionVersions ?? session.questionIds.map(() => null)],
    );
    return rows.map((row) => ({ ...row, reviewedAt: isoOrNull(row.reviewedAt) }));
  }

  /** The answer that stands for the question in the session, if any. */
  async answerOf(sessionId: string, questionId: string): Promise<ItemResponse | null> {
    const [row] = await this.db.query(`SELECT response FROM attempts WHERE session_id = $1 AND question_id = $2`, [sessionId, questionId]);
    return row?.response ?? null;
  }

  /**
   * Saves an answer of a timed or mock paper, which may replace the one given before: the answer
   * that stands (attempts) and the history (attempt_changes), while the session runs. The session
   * row is locked first, so an end that commits meanwhile is seen and nothing is written after it.
   * Null when the session had ended.
   */
  async saveChangeableAnswer(attempt: NewAttempt): Promise<{ answered: number } | null> {
    const [row] = await this.db.query(
      `WITH running AS (
         SELECT id FROM quiz_sessions WHERE id = $2 AND ended_at IS NULL FOR UPDATE
       ), standing AS (
         INSERT INTO attempts AS a (user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms, guessed, question_version)
         SELECT $1, id, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11 FROM running
         ON CONFLICT (session_id, question_id) DO UPDATE SET
           response = EXCLUDED.response, score = EXCLUDED.score, max_score = EXCLUDED.max_score, correct = EXCLUDED.correct, time_ms = EXCLUDED.time_ms,
           guessed = EXCLUDED.guessed
         RETURNING (xmax = 0) AS inserted
       ), history AS (
         INSERT INTO attempt_changes (session_id, question_id, response, score, correct, time_ms)
         SELECT id, $3, $5::jsonb, $6, $8, $9 FROM running
       ), counted AS (
         UPDATE quiz_sessions s SET answered = s.answered + 1 FROM standing WHERE s.id = $2 AND standing.inserted RETURNING s.answered
       )
       SELECT (SELECT answered FROM counted) AS counted, s.answered, EXISTS (SELECT 1 FROM running) AS running
         FROM quiz_sessions s WHERE s.id = $2`,
      [
        attempt.userId,
        attempt.sessionId,
        attempt.questionId,
        attempt.examId,
        JSON.stringify(attempt.response),
        attempt.score,
        attempt.maxScore,
        attempt.correct,
        attempt.timeMs,
        attempt.guessed,
        attempt.questionVersion,
      ],
    );
    if (!row?.running) return null;
    return { answered: row.counted ?? row.answered };
  }

  /**
   * Ends a session once. The call that ends it gets `ended: true`; for a timed or mock paper it also
   * settles, in the same commit, the user's standing on each question from the answers that stand,
   * and gets those answers back to count (a tutor session's answers counted as they came).
   */
  async end(sessionId: string): Promise<EndedSession> {
    return this.db.transaction(async (m) => {
      const [rows] = await m.query(
        `UPDATE quiz_sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL
         RETURNING mode, cardinality(question_ids) AS "questionCount", ended_at AS "endedAt"`,
        [sessionId],
      );
      const ended = (rows as Array<{ mode: SessionMode; questionCount: number; endedAt: Date }>)[0];
      if (!ended) return { ended: false, questionCount: 0, finalAnswers: [] };
      if (ended.mode === 'tutor') return { ended: true, questionCount: ended.questionCount, finalAnswers: [] };
      const finalAnswers: FinalAnswer[] = await m.query(
        // Each answer with the version it answered (the current row in a session from before versions).
        `SELECT a.user_id AS "userId", a.question_id AS "questionId", a.exam_id AS "examId", a.response, a.score, a.max_score AS "maxScore",
                a.correct, a.time_ms AS "timeMs", a.guessed, CASE WHEN v.question_id IS NULL THEN q.topic ELSE v.topic END AS topic, coalesce(v.body, q.body) AS item
           FROM attempts a JOIN quiz_sessions s ON s.id = a.session_id JOIN questions q ON q.id = a.question_id
           LEFT JOIN question_versions v ON s.question_versions IS NOT NULL AND v.question_id = a.question_id AND v.version = a.question_version
          WHERE a.session_id = $1 ORDER BY a.question_id`,
        [sessionId],
      );
      for (const answer of finalAnswers) await this.updateStanding(m, answer, ended.endedAt);
      return { ended: true, questionCount: ended.questionCount, finalAnswers };
    });
  }

  async attemptsOf(sessionId: string): Promise<SessionAttempt[]> {
    return this.db.query(
      `SELECT question_id AS "questionId", response, score, max_score AS "maxScore", correct, time_ms AS "timeMs", guessed FROM attempts WHERE session_id = $1`,
      [sessionId],
    );
  }

  /**
   * Records an answer: the attempt (once per session and question) and the user's standing,
   * scheduled from `previous`. Returns recorded: false, writing nothing, when the question was
   * already answered in this session; `answered` counts the session's answers including this one,
   * and `completed` says this answer was the last one, which ended the session. Concurrent answers
   * are written by one statement and one commit (group commit, see Coalescer).
   */
  recordAnswer(attempt: NewAttempt, previous: Standing | null, now: Date, examDates: string[]): Promise<RecordedAnswer> {
    return this.writes.submit({ attempt, previous, now, examDates });
  }

  /**
   * One statement for a batch of answers to distinct sessions and distinct (user, question) pairs
   * (see rowsLockedBy). The standing is written only while it is still `previous` (its attempts
   * count is the version: the row offered carries previous + 1); where a concurrent answer to the
   * same question got there first, it is redone under a row lock.
   */
  private async recordBatch(items: PendingAnswer[]): Promise<RecordedAnswer[]> {
    const cards = items.map((i) => nextCard(i.previous?.card ?? null, i.attempt, i.now, i.examDates));
    const column = <T>(pick: (item: PendingAnswer, k: number) => T) => items.map(pick);
    const rows = await this.pg.queryPrepared<{ inserted: boolean; standing: boolean; answered: number; completed: boolean }>(RECORD_BATCH, [
      column((i) => i.attempt.userId),
      column((i) => i.attempt.sessionId),
      column((i) => i.attempt.questionId),
      column((i) => i.attempt.examId),
      column((i) => JSON.stringify(i.attempt.response)),
      column((i) => i.attempt.score),
      column((i) => i.attempt.maxScore),
      column((i) => i.attempt.correct),
      column((i) => i.attempt.timeMs),
      column((i) => i.now),
      column((i) => i.previous?.attempts ?? null),
      column((i) => i.attempt.guessed),
      ...cardArrays(cards),
      column((i) => i.attempt.questionVersion),
    ]);
    return Promise.all(
      rows.map(async (row, k) => {
        if (!row.standing && row.inserted) await this.db.transaction((m) => this.updateStanding(m, items[k].attempt, items[k].now));
        return { recorded: row.inserted, answered: row.answered, completed: row.completed };
      }),
    );
  }

  /** The standing after one more answer, its card reviewed under the row lock from the card it finds. */
  private async updateStanding(m: EntityManager, a: Marked & { userId: string; questionId: string; examId: string; guessed: boolean }, now: Date) {
    const [previous] = await m.query(`SELECT ${selectCard('st')} FROM user_question_states st WHERE st.user_id = $1 AND st.question_id = $2 FOR UPDATE`, [
      a.userId,
      a.questionId,
    ]);
    const [{ examDates }] = await m.query(`SELECT ${examDatesSql('$1::uuid', '$2::uuid')} AS "examDates"`, [a.userId, a.examId]);
    const card = nextCard(previous ? cardFromRow(previous) : null, a, now, examDates);
    const values = CARD_COLUMNS.map((_, k) => `$${k + 9}`).join(', ');
    await m.query(
      `INSERT INTO user_question_states (user_id, question_id, exam_id, attempts, correct_count, last_correct, last_answered_at, last_score, last_max_score, ${CARD_COLUMNS.join(', ')})
       VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, ${values})
       ON CONFLICT (user_id, question_id) DO UPDATE SET
         attempts = user_question_states.attempts + 1,
         correct_count = user_question_states.correct_count + EXCLUDED.correct_count,
         last_correct = EXCLUDED.last_correct, last_answered_at = EXCLUDED.last_answered_at,
         last_score = EXCLUDED.last_score, last_max_score = EXCLUDED.last_max_score,
         ${CARD_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
      [a.userId, a.questionId, a.examId, a.correct ? 1 : 0, a.correct, now, a.score, a.maxScore, ...cardArrays([card]).map(([v]) => v)],
    );
  }

  async markTrialComplete(userId: string, sessionId: string): Promise<void> {
    await this.db.query(
      `UPDATE trials SET session_complete = true, session_complete_date = now() WHERE user_id = $1 AND sid = $2 AND NOT session_complete`,
      [userId, sessionId],
    );
  }
}
