import type { MigrationInterface, QueryRunner } from 'typeorm';

const ITEM_TYPES = `'sba', 'mtf', 'emq', 'ranking', 'choose', 'numeric'`;

/**
 * Every exam format in one item model: a question's body is its item (any type, validated by
 * libs/shared's item schema) in JSONB beside the indexed columns (exam, topic, type, status); `stem`
 * stays as the listing text. An answer is the response in its type's shape with the marks it
 * earned; `correct` stays as "full marks", which the 'incorrect' filter and the standing read.
 * A mock keeps its papers. The single-best-answer columns this replaces are folded into the body
 * and dropped.
 */
export class TypedItems1764000000030 implements MigrationInterface {
  name = 'TypedItems1764000000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE questions ADD COLUMN type text NOT NULL DEFAULT 'sba', ADD COLUMN body jsonb`);
    // References were free text: each becomes a reference titled with it, dated by the year it
    // names (else the year the question was written); an editor dates them properly on import.
    await q.query(`
      UPDATE questions q SET body = jsonb_strip_nulls(jsonb_build_object(
        'type', 'sba',
        'stem', q.stem,
        'options', (SELECT jsonb_agg(jsonb_build_object('key', k, 'text', q.options ->> k, 'explanation', coalesce(q.option_explanations ->> k, '')) ORDER BY k)
                      FROM jsonb_object_keys(q.options) AS k),
        'answer', q.answer,
        'explanation', q.explanation,
        'references', coalesce((SELECT jsonb_agg(jsonb_build_object(
                          'title', r,
                          'publisher', 'Not recorded',
                          'year', coalesce(substring(r FROM '(19[5-9][0-9]|20[0-9][0-9])')::int, extract(year FROM q.created_at)::int)))
                        FROM jsonb_array_elements_text(q."references") AS r), '[]'::jsonb),
        'media', CASE WHEN q.image_url IS NULL THEN NULL ELSE jsonb_build_array(jsonb_build_object(
                   'kind', CASE WHEN q.image_url ~* '\\.svg$' THEN 'svg' WHEN q.image_url ~* '\\.jpe?g$' THEN 'jpeg' WHEN q.image_url ~* '\\.webp$' THEN 'webp' ELSE 'png' END,
                   'src', q.image_url,
                   'alt', 'The image for this question')) END))`);
    await q.query(`ALTER TABLE questions ALTER COLUMN body SET NOT NULL, ALTER COLUMN type DROP DEFAULT`);
    await q.query(`
      ALTER TABLE questions
        DROP CONSTRAINT ck_questions_answer,
        DROP COLUMN options, DROP COLUMN answer, DROP COLUMN explanation, DROP COLUMN option_explanations,
        DROP COLUMN "references", DROP COLUMN image_url,
        ADD CONSTRAINT ck_questions_type CHECK (type IN (${ITEM_TYPES})),
        ADD CONSTRAINT ck_questions_body_type CHECK (body ->> 'type' = type)`);
    await q.query(`CREATE INDEX ix_questions_exam_type_live ON questions (exam_id, type) WHERE status = 'live'`);

    await q.query(`ALTER TABLE attempts ADD COLUMN response jsonb, ADD COLUMN score int, ADD COLUMN max_score int`);
    await q.query(`UPDATE attempts SET response = jsonb_build_object('choice', chosen), score = correct::int, max_score = 1`);
    await q.query(`
      ALTER TABLE attempts
        ALTER COLUMN response SET NOT NULL, ALTER COLUMN score SET NOT NULL, ALTER COLUMN max_score SET NOT NULL,
        DROP CONSTRAINT ck_attempts_chosen, DROP COLUMN chosen,
        ADD CONSTRAINT ck_attempts_score CHECK (score BETWEEN 0 AND max_score)`);

    await q.query(`ALTER TABLE attempt_changes ADD COLUMN response jsonb, ADD COLUMN score int`);
    await q.query(`UPDATE attempt_changes SET response = jsonb_build_object('choice', chosen), score = correct::int`);
    await q.query(`
      ALTER TABLE attempt_changes
        ALTER COLUMN response SET NOT NULL, ALTER COLUMN score SET NOT NULL,
        DROP CONSTRAINT ck_attempt_changes_chosen, DROP COLUMN chosen`);

    await q.query(`ALTER TABLE quiz_sessions ADD COLUMN papers jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quiz_sessions DROP COLUMN papers`);
    await q.query(`ALTER TABLE attempt_changes ADD COLUMN chosen char(1)`);
    await q.query(`UPDATE attempt_changes SET chosen = coalesce(response ->> 'choice', 'A')`);
    await q.query(`ALTER TABLE attempt_changes ALTER COLUMN chosen SET NOT NULL, DROP COLUMN response, DROP COLUMN score`);
    await q.query(`ALTER TABLE attempts ADD COLUMN chosen char(1)`);
    await q.query(`UPDATE attempts SET chosen = coalesce(response ->> 'choice', 'A')`);
    await q.query(`ALTER TABLE attempts DROP CONSTRAINT ck_attempts_score, ALTER COLUMN chosen SET NOT NULL, DROP COLUMN response, DROP COLUMN score, DROP COLUMN max_score`);
    // Only single-best-answer items of five options fit the old columns: the others are removed.
    await q.query(`DELETE FROM questions WHERE type <> 'sba' OR jsonb_array_length(body -> 'options') <> 5`);
    await q.query(`DROP INDEX ix_questions_exam_type_live`);
    await q.query(`
      ALTER TABLE questions DROP CONSTRAINT ck_questions_body_type, DROP CONSTRAINT ck_questions_type,
        ADD COLUMN options jsonb, ADD COLUMN answer char(1), ADD COLUMN explanation text, ADD COLUMN option_explanations jsonb,
        ADD COLUMN "references" jsonb NOT NULL DEFAULT '[]', ADD COLUMN image_url text`);
    await q.query(`
      UPDATE questions SET
        options = (SELECT jsonb_object_agg(o ->> 'key', o ->> 'text') FROM jsonb_array_elements(body -> 'options') o),
        option_explanations = (SELECT jsonb_object_agg(o ->> 'key', o ->> 'explanation') FROM jsonb_array_elements(body -> 'options') o),
        answer = body ->> 'answer', explanation = body ->> 'explanation',
        "references" = (SELECT coalesce(jsonb_agg(r ->> 'title'), '[]') FROM jsonb_array_elements(body -> 'references') r),
        image_url = body -> 'media' -> 0 ->> 'src'`);
    await q.query(`
      ALTER TABLE questions ALTER COLUMN options SET NOT NULL, ALTER COLUMN answer SET NOT NULL, ALTER COLUMN explanation SET NOT NULL,
        ALTER COLUMN option_explanations SET NOT NULL, DROP COLUMN body, DROP COLUMN type,
        ADD CONSTRAINT ck_questions_answer CHECK (answer IN ('A', 'B', 'C', 'D', 'E'))`);
  }
}
