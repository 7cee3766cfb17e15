import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnkiWhich, Item } from '@medprep/shared';
import type { DataSource } from 'typeorm';

export interface ExportRow {
  key: string;
  topic: string;
  body: Item;
}

/** The items of a deck, newest first: missed (the last attempt below full marks) or flagged. */
@Injectable()
export class AnkiExportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  items(userId: string, examId: string, which: AnkiWhich, limit: number): Promise<ExportRow[]> {
    const sql =
      which === 'missed'
        ? `SELECT q.key, q.topic, q.body
             FROM (SELECT DISTINCT ON (a.question_id) a.question_id, a.correct, a.created_at
                     FROM attempts a WHERE a.user_id = $1 AND a.exam_id = $2
                    ORDER BY a.question_id, a.created_at DESC) last
             JOIN questions q ON q.id = last.question_id
            WHERE NOT last.correct
            ORDER BY last.created_at DESC LIMIT $3`
        : `SELECT q.key, q.topic, q.body
             FROM question_flags f JOIN questions q ON q.id = f.question_id
            WHERE f.user_id = $1 AND f.exam_id = $2
            ORDER BY f.created_at DESC LIMIT $3`;
    return this.db.query(sql, [userId, examId, limit]);
  }
}
