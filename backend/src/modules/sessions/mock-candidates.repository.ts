import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MockCandidate } from '@medprep/shared';
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

  /** The items given, in no particular order. */
  async of(ids: string[]): Promise<MockCandidate[]> {
    if (ids.length === 0) return [];
    return this.db.query(`SELECT id, type, ${UNITS}::int AS units FROM questions WHERE id = ANY($1::uuid[])`, [ids]);
  }
}
