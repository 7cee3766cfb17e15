import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each item's Rasch difficulty (logits) with its standard error and the answers it was fitted from,
 * refitted nightly and on an admin's request; a refit's progress is a `stats_runs` row of kind
 * 'item-difficulties'. Readiness reads an exam's rows; an item not yet fitted counts as average (0).
 */
export class ItemDifficulties1764000000060 implements MigrationInterface {
  name = 'ItemDifficulties1764000000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE item_difficulties (
        question_id uuid PRIMARY KEY REFERENCES questions(id) ON DELETE CASCADE,
        exam_id uuid NOT NULL REFERENCES exams(id) ON DELETE CASCADE,
        difficulty double precision NOT NULL,
        se double precision NOT NULL,
        responses int NOT NULL,
        fitted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_item_difficulties_exam ON item_difficulties (exam_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE item_difficulties`);
  }
}
