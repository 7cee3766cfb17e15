import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from '@medprep/shared';
import type { DataSource, QueryRunner } from 'typeorm';

export const REFIT_RUN_KIND = 'item-difficulties';
/** One refit at a time across every instance (nightly or on request). */
const REFIT_LOCK = 'learning:item-difficulties-refit';

export interface RefitRun {
  id: string;
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

type RunRow = { id: string; status: RefitRun['status']; done: number; total: number; error: string | null; started_at: Date; finished_at: Date | null };
const toRun = (r: RunRow): RefitRun => ({ id: r.id, status: r.status, done: r.done, total: r.total, error: r.error, startedAt: r.started_at, finishedAt: r.finished_at });

/** Item difficulties, the answers they are fitted from, and the refit runs. */
@Injectable()
export class DifficultiesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Holds the refit lock on a connection of its own until `release`; null when another refit holds
   * it. A session-level advisory lock, so a crashed instance's lock goes with its connection.
   */
  async tryLock(): Promise<{ release: () => Promise<void> } | null> {
    const runner: QueryRunner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query(`SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked`, [REFIT_LOCK]);
      if (!locked) {
        await runner.release();
        return null;
      }
    } catch (error) {
      await runner.release();
      throw error;
    }
    return {
      release: async () => {
        try {
          await runner.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [REFIT_LOCK]);
        } finally {
          await runner.release();
        }
      },
    };
  }

  /** The id of the exam with this slug, or undefined. */
  async examIdOf(slug: string): Promise<string | undefined> {
    const [row] = await this.db.query(`SELECT id FROM exams WHERE slug = $1`, [slug]);
    return row?.id;
  }

  /** Exams with any answers, each fitted on its own (abilities are per exam). */
  async examsWithAnswers(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(`SELECT id FROM exams e WHERE EXISTS (SELECT 1 FROM attempts a WHERE a.exam_id = e.id) ORDER BY id`);
    return rows.map((r) => r.id);
  }

  /**
   * Each user's first answer to each item of the exam, as a score fraction: a first exposure
   * measures the item, where later ones measure what the user learnt from its explanation.
   */
  async firstAnswers(examId: string): Promise<Response[]> {
    const rows: Array<{ question_id: string; user_id: string; score: number }> = await this.db.query(
      `SELECT DISTINCT ON (a.user_id, a.question_id) a.question_id, a.user_id, a.score::float8 / a.max_score AS score
         FROM attempts a
        WHERE a.exam_id = $1 AND a.max_score > 0
        ORDER BY a.user_id, a.question_id, a.created_at`,
      [examId],
    );
    return rows.map((r) => ({ item: r.question_id, person: r.user_id, score: r.score }));
  }

  /** Replaces the exam's difficulties with a new fit (items that lost all answers drop out). */
  async replace(examId: string, fitted: Map<string, { difficulty: number; se: number; responses: number }>): Promise<void> {
    const ids = [...fitted.keys()];
    await this.db.transaction(async (m) => {
      await m.query(`DELETE FROM item_difficulties WHERE exam_id = $1`, [examId]);
      await m.query(
        `INSERT INTO item_difficulties (question_id, exam_id, difficulty, se, responses)
         SELECT u.id, $1, u.difficulty, u.se, u.responses
           FROM unnest($2::uuid[], $3::float8[], $4::float8[], $5::int[]) AS u(id, difficulty, se, responses)
           JOIN questions q ON q.id = u.id AND q.exam_id = $1`,
        [examId, ids, ids.map((id) => fitted.get(id)!.difficulty), ids.map((id) => fitted.get(id)!.se), ids.map((id) => fitted.get(id)!.responses)],
      );
    });
  }

  async startRun(requestedBy: string | null, total: number): Promise<RefitRun> {
    const [row] = await this.db.query(`INSERT INTO stats_runs (kind, total, requested_by) VALUES ($1, $2, $3) RETURNING *`, [REFIT_RUN_KIND, total, requestedBy]);
    return toRun(row);
  }

  async progress(runId: string, done: number): Promise<void> {
    await this.db.query(`UPDATE stats_runs SET done = $2 WHERE id = $1`, [runId, done]);
  }

  async finishRun(runId: string, error: string | null): Promise<void> {
    await this.db.query(`UPDATE stats_runs SET status = $2, error = $3, finished_at = now(), done = CASE WHEN $2 = 'done' THEN total ELSE done END WHERE id = $1`, [
      runId,
      error === null ? 'done' : 'failed',
      error,
    ]);
  }

  async latestRun(): Promise<RefitRun | null> {
    const [row] = await this.db.query(`SELECT * FROM stats_runs WHERE kind = $1 ORDER BY started_at DESC LIMIT 1`, [REFIT_RUN_KIND]);
    return row ? toRun(row) : null;
  }
}
