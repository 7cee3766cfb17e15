import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Item, type ItemAttemptAggregate, type ItemPartStatistics, STATISTICS_REVIEW_FLAG_PREFIX, type StatisticsFlag } from '@medprep/shared';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';

export const ITEM_STATS_RUN_KIND = 'item-statistics';
/** The advisory lock a statistics run holds for as long as it runs, on every instance. */
const RUN_LOCK_KEY = 0x17e5_7a75;
/** A batch aggregates many attempts; the pool's per-statement limit is for request paths. */
const BATCH_STATEMENT_TIMEOUT = '300s';

export interface StatsRunRow {
  id: string;
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  startedAt: Date;
  finishedAt: Date | null;
  error: string | null;
}

export interface QuestionStatsRow {
  questionId: string;
  version: number;
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  parts: ItemPartStatistics | Record<string, never>;
  flags: StatisticsFlag[];
  computedAt: Date;
}

export interface BatchItem extends ItemAttemptAggregate {
  id: string;
  version: number;
  body: Item;
  reviewFlag: string | null;
}

export interface ComputedStats {
  questionId: string;
  version: number;
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  parts: ItemPartStatistics;
  flags: StatisticsFlag[];
  /** The statistics' review flag, or null to clear one they set. */
  reviewFlag: string | null;
}

/** A review flag the statistics set, replaced or cleared. */
export interface ReviewFlagChange {
  questionId: string;
  before: string | null;
  after: string | null;
}

/** The connection holding the run lock; the run's writes go through it. */
export interface RunLock {
  manager: EntityManager;
  release(): Promise<void>;
}

/**
 * One query per batch: each candidate's first attempt at every item of the exams concerned (the
 * rest-score needs them all), kept for the batch's items when it answered their current version,
 * then per item the sums that facility and the item–rest correlation need, and its distinct
 * responses with their counts.
 */
const BATCH_AGGREGATE_SQL = `
  WITH batch AS (
    SELECT id, exam_id, version, body, review_flag FROM questions WHERE id = ANY($1::uuid[])
  ), cohort AS (
    SELECT DISTINCT a.user_id, a.exam_id FROM attempts a JOIN batch b ON b.id = a.question_id
  ), firsts AS (
    SELECT DISTINCT ON (a.user_id, a.question_id) a.user_id, a.exam_id, a.question_id, a.question_version, a.score, a.max_score, a.response
      FROM attempts a JOIN cohort c ON c.user_id = a.user_id AND c.exam_id = a.exam_id
     ORDER BY a.user_id, a.question_id, a.created_at, a.id
  ), totals AS (
    SELECT user_id, exam_id, sum(score) AS score, sum(max_score) AS max_score FROM firsts GROUP BY user_id, exam_id
  ), scored AS (
    SELECT f.question_id, f.response, f.score, f.max_score,
           f.score::float8 / nullif(f.max_score, 0) AS x,
           (t.score - f.score)::float8 / nullif(t.max_score - f.max_score, 0) AS y
      FROM firsts f
      JOIN batch b ON b.id = f.question_id AND b.version = f.question_version
      JOIN totals t ON t.user_id = f.user_id AND t.exam_id = f.exam_id
  ), responses AS (
    SELECT question_id, jsonb_agg(jsonb_build_object('response', response, 'n', n)) AS responses
      FROM (SELECT question_id, response, count(*)::int AS n FROM scored GROUP BY question_id, response) r
     GROUP BY question_id
  ), sums AS (
    SELECT question_id, count(*)::int AS attempts, sum(score)::float8 AS score_sum, sum(max_score)::float8 AS max_score_sum,
           count(*) FILTER (WHERE x IS NOT NULL AND y IS NOT NULL)::int AS n,
           coalesce(sum(x) FILTER (WHERE y IS NOT NULL), 0) AS sx,
           coalesce(sum(y) FILTER (WHERE x IS NOT NULL), 0) AS sy,
           coalesce(sum(x * x) FILTER (WHERE y IS NOT NULL), 0) AS sxx,
           coalesce(sum(y * y) FILTER (WHERE x IS NOT NULL), 0) AS syy,
           coalesce(sum(x * y), 0) AS sxy
      FROM scored GROUP BY question_id
  )
  SELECT b.id, b.version, b.body, b.review_flag,
         coalesce(s.attempts, 0) AS attempts, coalesce(s.score_sum, 0) AS score_sum, coalesce(s.max_score_sum, 0) AS max_score_sum,
         coalesce(s.n, 0) AS n, coalesce(s.sx, 0) AS sx, coalesce(s.sy, 0) AS sy, coalesce(s.sxx, 0) AS sxx, coalesce(s.syy, 0) AS syy,
         coalesce(s.sxy, 0) AS sxy, coalesce(r.responses, '[]'::jsonb) AS responses
    FROM batch b LEFT JOIN sums s ON s.question_id = b.id LEFT JOIN responses r ON r.question_id = b.id`;

interface BatchRow {
  id: string;
  version: number;
  body: Item;
  review_flag: string | null;
  attempts: number;
  score_sum: number;
  max_score_sum: number;
  n: number;
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
  responses: Array<{ response: unknown; n: number }>;
}

@Injectable()
export class ItemStatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Takes the run lock on a connection of its own, or returns null when a run holds it (here or on
   * another instance). A session lock dies with its connection, so a crashed run frees it.
   */
  async tryLockRun(): Promise<RunLock | null> {
    const runner: QueryRunner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [RUN_LOCK_KEY])) as Array<{ locked: boolean }>;
      if (locked) {
        return {
          manager: runner.manager,
          release: async () => {
            try {
              await runner.query(`SELECT pg_advisory_unlock($1)`, [RUN_LOCK_KEY]);
            } finally {
              await runner.release();
            }
          },
        };
      }
    } catch (error) {
      await runner.release();
      throw error;
    }
    await runner.release();
    return null;
  }

  /** Starts a run: any run still marked running holds no lock (its process died), so it failed. */
  async createRun(manager: EntityManager, requestedBy: string | null, total: number): Promise<string> {
    await manager.query(
      `UPDATE stats_runs SET status = 'failed', error = 'Interrupted: the process running it stopped.', finished_at = now()
        WHERE kind = $1 AND status = 'running'`,
      [ITEM_STATS_RUN_KIND],
    );
    const [{ id }] = (await manager.query(`INSERT INTO stats_runs (kind, requested_by, total) VALUES ($1, $2, $3) RETURNING id`, [
      ITEM_STATS_RUN_KIND,
      requestedBy,
      total,
    ])) as Array<{ id: string }>;
    return id;
  }

  async finishRun(manager: EntityManager, id: string, error: string | null): Promise<void> {
    await manager.query(`UPDATE stats_runs SET status = $2, error = $3, finished_at = now() WHERE id = $1`, [id, error ? 'failed' : 'done', error]);
  }

  async latestRun(): Promise<StatsRunRow | null> {
    const rows: StatsRunRow[] = await this.db.query(
      `SELECT id, status, done, total, started_at AS "startedAt", finished_at AS "finishedAt", error
         FROM stats_runs WHERE kind = $1 ORDER BY started_at DESC, id LIMIT 1`,
      [ITEM_STATS_RUN_KIND],
    );
    return rows[0] ?? null;
  }

  /** The live items, by exam (so that a batch's candidates and rest-scores span few exams). */
  async liveQuestionIds(manager: EntityManager): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(`SELECT id FROM questions WHERE status = 'live' ORDER BY exam_id, id`);
    return rows.map((r) => r.id);
  }

  async aggregateBatch(manager: EntityManager, ids: readonly string[]): Promise<BatchItem[]> {
    await manager.query(`SET LOCAL statement_timeout = '${BATCH_STATEMENT_TIMEOUT}'`);
    const rows: BatchRow[] = await manager.query(BATCH_AGGREGATE_SQL, [ids]);
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      body: r.body,
      reviewFlag: r.review_flag,
      attempts: r.attempts,
      scoreSum: r.score_sum,
      maxScoreSum: r.max_score_sum,
      pairs: { n: r.n, sx: r.sx, sy: r.sy, sxx: r.sxx, syy: r.syy, sxy: r.sxy },
      responses: r.responses,
    }));
  }

  /**
   * Writes a batch's statistics and the review flags they raise or lift, and the run's progress;
   * returns the flags changed. A review flag of another origin (a guideline updated, an editor's)
   * is left as it is.
   */
  async saveBatch(manager: EntityManager, runId: string, done: number, stats: readonly ComputedStats[]): Promise<ReviewFlagChange[]> {
    const json = JSON.stringify(stats);
    await manager.query(
      `INSERT INTO question_stats (question_id, version, attempts, facility, discrimination, parts, flags, computed_at)
       SELECT r."questionId", r.version, r.attempts, r.facility, r.discrimination, r.parts, r.flags, now()
         FROM jsonb_to_recordset($1::jsonb) AS r("questionId" uuid, version int, attempts int, facility real, discrimination real, parts jsonb, flags text[])
        -- A question deleted since the batch was read has no statistics to keep.
        WHERE EXISTS (SELECT 1 FROM questions q WHERE q.id = r."questionId")
       ON CONFLICT (question_id) DO UPDATE SET
         version = EXCLUDED.version, attempts = EXCLUDED.attempts, facility = EXCLUDED.facility, discrimination = EXCLUDED.discrimination,
         parts = EXCLUDED.parts, flags = EXCLUDED.flags, computed_at = EXCLUDED.computed_at`,
      [json],
    );
    const changed: ReviewFlagChange[] = await manager.query(
      `WITH wanted AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS r("questionId" uuid, "reviewFlag" text)
       ), old AS (
         SELECT q.id, q.review_flag, w."reviewFlag" AS wanted FROM questions q JOIN wanted w ON w."questionId" = q.id
          WHERE (q.review_flag IS NULL OR starts_with(q.review_flag, $2)) AND q.review_flag IS DISTINCT FROM w."reviewFlag"
            FOR UPDATE OF q
       ), updated AS (
         UPDATE questions q SET review_flag = old.wanted FROM old WHERE q.id = old.id
         RETURNING q.id AS "questionId", old.review_flag AS before, q.review_flag AS after
       )
       SELECT * FROM updated`,
      [json, STATISTICS_REVIEW_FLAG_PREFIX],
    );
    await manager.query(`UPDATE stats_runs SET done = $2 WHERE id = $1`, [runId, done]);
    return changed;
  }

  async statsOf(questionId: string): Promise<QuestionStatsRow | null> {
    if (!isUuid(questionId)) return null;
    const rows: QuestionStatsRow[] = await this.db.query(
      `SELECT question_id AS "questionId", version, attempts, facility, discrimination, parts, flags, computed_at AS "computedAt"
         FROM question_stats WHERE question_id = $1`,
      [questionId],
    );
    return rows[0] ?? null;
  }

  /** True when a nightly (or any) run started within the last `hours`: another instance took today's. */
  async ranWithin(hours: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM stats_runs WHERE kind = $1 AND started_at > now() - make_interval(hours => $2) LIMIT 1`, [
      ITEM_STATS_RUN_KIND,
      hours,
    ]);
    return rows.length > 0;
  }
}
