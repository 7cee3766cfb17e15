import { expect, type Page } from '@playwright/test';
import { createAccount, skipOnboarding, sql, uniqueEmail } from './accounts';

/**
 * A new subscriber to `exam` with a session of exactly the seeded items `keys` (in order) open in
 * the player. Which items a session draws is random; a test that must meet given item types sets
 * the session up in the database (as a start would) and then plays it as a user does.
 */
export async function openSessionOfItems(page: Page, label: string, exam: string, keys: string[], mode: 'tutor' | 'timed' = 'tutor'): Promise<string> {
  const userId = await createAccount(page, uniqueEmail(label));
  await skipOnboarding(page);
  await sql(
    `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source)
     SELECT $1, id, now(), now() + interval '30 days', 'admin' FROM exams WHERE slug = $2`,
    [userId, exam],
  );
  return startSessionOfItems(page, userId, keys, mode);
}

/**
 * A new session of exactly the items `keys` (in order) for the signed-in user `userId`, each at
 * the version served now (as a start records it), open in the player.
 */
export async function startSessionOfItems(page: Page, userId: string, keys: string[], mode: 'tutor' | 'timed' = 'tutor'): Promise<string> {
  const { rows } = await sql(
    `WITH picked AS (
       SELECT q.id, q.exam_id, q.version, k.n FROM unnest($2::text[]) WITH ORDINALITY AS k(key, n) JOIN questions q ON q.key = k.key
     )
     INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, question_ids, question_versions, time_limit_ms)
     SELECT $1, min(exam_id::text)::uuid, $3, 'all', array_agg(id ORDER BY n), array_agg(version ORDER BY n), $4 FROM picked
     HAVING count(*) = cardinality($2::text[])
     RETURNING id`,
    [userId, keys, mode, mode === 'timed' ? keys.length * 120_000 : null],
  );
  expect(rows, `every key of ${keys.join(', ')} is seeded`).toHaveLength(1);
  const sessionId = (rows[0] as { id: string }).id;
  await page.goto(`/s/${sessionId}`);
  // The page's HTML draws the question (the server's first frame) until the player replaces it: a
  // test that found the frame's stem or image would lose it a moment later.
  await expect(page.locator('#first-frame')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: new RegExp(`^Question 1 of ${keys.length}`) })).toBeVisible();
  return sessionId;
}
