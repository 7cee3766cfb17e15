import type { MigrationInterface, QueryRunner } from 'typeorm';
import { replayFsrsHistory } from '../../modules/learning/fsrs-replay';

/**
 * Items come back on FSRS's schedule instead of fixed 1/3/7-day steps: each (user, item) standing
 * carries its FSRS card (ts-fsrs's Card fields), built here by replaying the answers that stand
 * through the same scheduler the answer path uses. Answers may record that the user guessed.
 * The due queue is a range scan on (user, exam, due), whatever the length of the history.
 * One transaction: answers written meanwhile wait for it, so none is missed by the replay.
 */
export class FsrsCards1764000000050 implements MigrationInterface {
  name = 'FsrsCards1764000000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE attempts ADD COLUMN guessed boolean NOT NULL DEFAULT false`);
    await q.query(`
      ALTER TABLE user_question_states
        ADD COLUMN due timestamptz, ADD COLUMN stability float8, ADD COLUMN difficulty float8,
        ADD COLUMN elapsed_days int, ADD COLUMN scheduled_days int, ADD COLUMN learning_steps int,
        ADD COLUMN reps int, ADD COLUMN lapses int, ADD COLUMN state smallint, ADD COLUMN last_review timestamptz`);
    await replayFsrsHistory((sql, params) => q.query(sql, params));
    await q.query(`
      ALTER TABLE user_question_states
        ALTER COLUMN due SET NOT NULL, ALTER COLUMN stability SET NOT NULL, ALTER COLUMN difficulty SET NOT NULL,
        ALTER COLUMN elapsed_days SET NOT NULL, ALTER COLUMN scheduled_days SET NOT NULL, ALTER COLUMN learning_steps SET NOT NULL,
        ALTER COLUMN reps SET NOT NULL, ALTER COLUMN lapses SET NOT NULL, ALTER COLUMN state SET NOT NULL,
        ADD CONSTRAINT ck_uqs_fsrs_state CHECK (state BETWEEN 0 AND 3),
        DROP COLUMN review_due_at, DROP COLUMN review_step, DROP COLUMN review_right_streak`);
    // Dropping review_due_at dropped ix_uqs_review_due with it. The due queue reads this index in due
    // order (question id breaks ties: a paper's answers share its end time).
    await q.query(`CREATE INDEX ix_uqs_due ON user_question_states (user_id, exam_id, due, question_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE user_question_states
        ADD COLUMN review_due_at timestamptz, ADD COLUMN review_step int NOT NULL DEFAULT 0, ADD COLUMN review_right_streak int NOT NULL DEFAULT 0`);
    // The fixed schedule's queue held misses: a missed item's FSRS due date is the nearest equivalent.
    await q.query(`UPDATE user_question_states SET review_due_at = due, review_step = 1 WHERE NOT last_correct`);
    await q.query(`
      ALTER TABLE user_question_states
        DROP CONSTRAINT ck_uqs_fsrs_state,
        DROP COLUMN due, DROP COLUMN stability, DROP COLUMN difficulty, DROP COLUMN elapsed_days, DROP COLUMN scheduled_days,
        DROP COLUMN learning_steps, DROP COLUMN reps, DROP COLUMN lapses, DROP COLUMN state, DROP COLUMN last_review`);
    await q.query(`CREATE INDEX ix_uqs_review_due ON user_question_states (user_id, exam_id, review_due_at) WHERE review_due_at IS NOT NULL`);
    await q.query(`ALTER TABLE attempts DROP COLUMN guessed`);
  }
}
