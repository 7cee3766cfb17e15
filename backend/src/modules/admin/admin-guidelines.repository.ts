import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export interface GuidelineUpdateRow {
  code: string;
  note: string;
  markedById: string | null;
  markedByEmail: string | null;
  markedAt: Date;
}

/** Guidelines marked updated, and the review flags they set on the items citing them. */
@Injectable()
export class AdminGuidelinesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  list(): Promise<GuidelineUpdateRow[]> {
    return this.db.query(
      `SELECT g.code, g.note, g.marked_by AS "markedById", u.email AS "markedByEmail", g.marked_at AS "markedAt"
         FROM guideline_updates g LEFT JOIN users u ON u.id = g.marked_by ORDER BY g.marked_at DESC, g.code`,
    );
  }

  /** Records the update (replacing an earlier one of the code); returns the one it replaced. */
  async upsert(manager: EntityManager, code: string, note: string, actorId: string | null): Promise<{ note: string; markedAt: Date } | null> {
    const [before] = await manager.query(`SELECT note, marked_at AS "markedAt" FROM guideline_updates WHERE code = $1 FOR UPDATE`, [code]);
    await manager.query(
      `INSERT INTO guideline_updates (code, note, marked_by) VALUES ($1, $2, $3)
       ON CONFLICT (code) DO UPDATE SET note = EXCLUDED.note, marked_by = EXCLUDED.marked_by, marked_at = now()`,
      [code, note, actorId],
    );
    return before ?? null;
  }

  /** Flags every live item whose references cite the code; returns their ids. */
  async flagCiting(manager: EntityManager, code: string, flag: string): Promise<string[]> {
    // An UPDATE through TypeORM's query() answers [rows, count].
    const [rows]: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE questions SET review_flag = $2, updated_at = now()
        WHERE status = 'live' AND body -> 'references' @> jsonb_build_array(jsonb_build_object('code', $1::text))
        RETURNING id`,
      [code, flag],
    );
    return rows.map((r) => r.id);
  }
}
