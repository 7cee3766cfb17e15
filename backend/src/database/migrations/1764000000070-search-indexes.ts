import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search over the items a user has answered and their own notes (questions.search): full-text GIN
 * indexes on the expressions the query matches, with the 'english' configuration (stemming, stop
 * words). Built concurrently, outside a transaction, so answers and notes keep being written.
 */
export class SearchIndexes1764000000070 implements MigrationInterface {
  name = 'SearchIndexes1764000000070';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    // A build cut short leaves an invalid index under the name: start again from nothing.
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ix_questions_stem_fts`);
    await q.query(`CREATE INDEX CONCURRENTLY ix_questions_stem_fts ON questions USING gin (to_tsvector('english', stem))`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ix_question_notes_body_fts`);
    await q.query(`CREATE INDEX CONCURRENTLY ix_question_notes_body_fts ON question_notes USING gin (to_tsvector('english', body))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ix_question_notes_body_fts`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS ix_questions_stem_fts`);
  }
}
