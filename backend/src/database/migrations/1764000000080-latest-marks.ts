import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marks of the answer that stands last for each user and item, on the standing row: the
 * blueprint's % correct reads them there, at a cost set by the bank rather than by one probe of the
 * attempts index per item (which grew with the history: 1.46× from 10 k to 1 M attempts).
 */
export class LatestMarks1764000000080 implements MigrationInterface {
  name = 'LatestMarks1764000000080';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_question_states ADD COLUMN last_score int, ADD COLUMN last_max_score int`);
    await q.query(`
      UPDATE user_question_states s SET last_score = l.score, last_max_score = l.max_score
        FROM (SELECT DISTINCT ON (user_id, question_id) user_id, question_id, score, max_score
                FROM attempts ORDER BY user_id, question_id, created_at DESC) l
       WHERE l.user_id = s.user_id AND l.question_id = s.question_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_question_states DROP COLUMN last_score, DROP COLUMN last_max_score`);
  }
}
