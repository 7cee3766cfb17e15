import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Trial claims. */
@Injectable()
export class TrialsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The id of the active exam with this slug, or null. */
  async findActiveExamId(slug: string): Promise<string | null> {
    const [exam] = await this.db.query(`SELECT id FROM exams WHERE slug = $1 AND active`, [slug]);
    return exam?.id ?? null;
  }

  /**
   * Inserts the user's one trial in a single statement: the unique constraint on trials.user_id
   * decides between simultaneous claims. False when the user already has one.
   */
  async claim(userId: string, examId: string, instance: string): Promise<boolean> {
    const inserted = await this.db.query(
      `INSERT INTO trials (user_id, exam_id, instance) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING RETURNING id`,
      [userId, examId, instance],
    );
    return inserted.length > 0;
  }
}
