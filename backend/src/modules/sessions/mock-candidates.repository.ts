import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MockCandidate, TypeCounts } from '@medprep/shared';
import type { DataSource } from 'typeorm';

/** What an item counts for in a paper: an EMQ set its stems, any other item one. */
const UNITS = `CASE WHEN type = 'emq' THEN jsonb_array_length(body -> 'stems') ELSE 1 END`;

/** The items a mock or a timed session is made of, by type and size. */
@Injectable()
export class MockCandidatesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every live item of the exam, in random order. */
  async liveOf(examId: string): Promise<MockCandidate[]> {
    return this.db.query(
      `SELECT id, type, ${UNITS}::int AS units FROM questions WHERE exam_id = $1 AND status = 'live' ORDER BY random()`,
      [examId],
    );
  }

  /** How many live items of each type the exam holds, EMQ in stems. */
  async typeCountsOf(examId: string): Promise<TypeCounts> {
    const rows: Array<{ type: keyof TypeCounts; units: number }> = await this.db.query(
      `SELECT type, sum(${UNITS})::int AS units FROM questions WHERE exam_id = $1 AND status = 'live' GROUP BY type ORDER BY type`,
      [examId],
    );
    return Object.fromEntries(rows.map((r) => [r.type, r.units]));
  }

  /** The items given, in no particular order. */
  async of(ids: string[]): Promise<MockCandidate[]> {
    if (ids.length === 0) return [];
    return this.db.query(`SELECT id, type, ${UNITS}::int AS units FROM questions WHERE id = ANY($1::uuid[])`, [ids]);
  }
}
