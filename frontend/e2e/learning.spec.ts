import { expect, test } from '@playwright/test';
import { createAccount, skipOnboarding, sql, uniqueEmail } from './support/accounts';

const ANSWERED = 55;
/** Every fourth item is answered wrong. */
const MISSED = Math.floor(ANSWERED / 4);

/**
 * An exam of its own (55 items copied from MRCP Part 1's bank) that the user has answered in full,
 * 40 right: readiness needs 50 different items and no seeded bank holds that many. Removed after.
 */
async function answeredExam(userId: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const {
    rows: [exam],
  } = await sql(`INSERT INTO exams (slug, title, category_id) SELECT $1, $2, category_id FROM exams WHERE slug = 'mrcp-1' RETURNING id`, [`e2e-ready-${tag}`, `Readiness Check ${tag}`]);
  await sql(
    `INSERT INTO questions (key, exam_id, topic, stem, type, body, status)
     SELECT $2 || '-' || g, $1, q.topic, q.stem, q.type, q.body, 'live'
       FROM generate_series(1, $3::int) g
       CROSS JOIN LATERAL (SELECT * FROM questions WHERE exam_id = (SELECT id FROM exams WHERE slug = 'mrcp-1') ORDER BY key OFFSET (g % 10) LIMIT 1) q`,
    [exam.id, `e2e-ready-${tag}`, ANSWERED],
  );
  await sql(`INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) VALUES ($1, $2, now(), now() + interval '30 days', 'admin')`, [userId, exam.id]);
  const {
    rows: [session],
  } = await sql(
    `INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, question_ids, started_at, ended_at)
     SELECT $1, $2, 'tutor', 'all', array_agg(id ORDER BY key), now() - interval '1 hour', now() FROM questions WHERE exam_id = $2 RETURNING id`,
    [userId, exam.id],
  );
  await sql(
    `WITH q AS (SELECT id, row_number() OVER (ORDER BY key) AS n FROM questions WHERE exam_id = $2)
     INSERT INTO attempts (user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms)
     SELECT $1, $3, q.id, $2, '{"choice":"A"}', (q.n % 4 <> 0)::int, 1, q.n % 4 <> 0, 30000 FROM q`,
    [userId, exam.id, session.id],
  );
  await sql(
    // Each answer's FSRS card: a miss due again now, a right answer in three days.
    `INSERT INTO user_question_states (user_id, question_id, exam_id, attempts, correct_count, last_correct, last_answered_at, last_score, last_max_score,
                                       due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
     SELECT user_id, question_id, exam_id, 1, score, correct, created_at, score, max_score,
            CASE WHEN correct THEN now() + interval '3 days' ELSE now() - interval '1 minute' END, CASE WHEN correct THEN 3.2 ELSE 0.4 END,
            CASE WHEN correct THEN 5 ELSE 7 END, 0, CASE WHEN correct THEN 3 ELSE 1 END, 0, 1, 0, 2, created_at
       FROM attempts WHERE session_id = $1`,
    [session.id],
  );
  return {
    title: `Readiness Check ${tag}`,
    remove: async () => {
      for (const table of ['attempts', 'user_question_states', 'quiz_sessions', 'subscriptions', 'questions']) await sql(`DELETE FROM ${table} WHERE exam_id = $1`, [exam.id]);
      await sql(`DELETE FROM exams WHERE id = $1`, [exam.id]);
    },
  };
}

test('the dashboard shows the due count, the progress chart, the blueprint table and, past 50 answers, the readiness band', async ({ page }) => {
  const userId = await createAccount(page, uniqueEmail('learning'));
  await skipOnboarding(page);
  const exam = await answeredExam(userId);
  try {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `What to study next: ${exam.title}` })).toBeVisible();
    // The missed items (1 in 4) are due for review now, by their FSRS cards.
    await expect(page.getByText(`${MISSED} questions due for review`)).toBeVisible();
    // The review queue card: the same cards, due now, and every answered item held.
    const queue = page.getByRole('region', { name: 'Review queue' });
    await expect(queue.locator('.learning-card__figures')).toHaveText(`${MISSED} due now${MISSED} due today`);
    await expect(queue.getByText(`${ANSWERED} items in your memory model`)).toBeVisible();
    await expect(queue.getByRole('listitem').first()).toContainText('due now');
    // Today's answers, charted.
    const progress = page.getByRole('region', { name: 'Progress over time' });
    await expect(progress.getByText(/^Today:/)).toHaveText(new RegExp(`^Today: ${ANSWERED} of \\d+`));
    // The chart loads as its card nears the viewport (it is below the fold).
    await progress.scrollIntoViewIfNeeded();
    await expect(progress.locator('.recharts-surface').first()).toBeVisible();

    const blueprint = page.getByRole('region', { name: 'Blueprint coverage' });
    const table = blueprint.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Topic', 'Weight', 'Seen', 'Unseen', '% correct', 'Retention']);
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(blueprint.getByText(/^Equal weights:/)).toBeVisible();
    await expect(blueprint.getByRole('button', { name: `Start recommended block: ${exam.title}` })).toBeVisible();

    const readiness = page.getByRole('region', { name: 'Readiness' });
    await expect(readiness.getByText(/^Predicted score on a full paper: \d+% \(95% band \d+%–\d+%\)$/)).toBeVisible();
    await expect(readiness.getByRole('img', { name: /^Predicted \d+%, 95% band \d+% to \d+%$/ })).toBeVisible();
    await expect(readiness.getByText(`From your latest answers to ${ANSWERED} questions.`)).toBeVisible();
    await readiness.getByText('How this is worked out').click();
    await expect(readiness.getByText(/Rasch/)).toBeVisible();
    await page.getByRole('heading', { name: `What to study next: ${exam.title}` }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('learning-1280.png') });
  } finally {
    await exam.remove();
  }
});
