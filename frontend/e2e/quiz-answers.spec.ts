import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, skipOnboarding, sql, uniqueEmail } from './support/accounts';

const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/** Serious or critical axe-core violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** A signed-in subscriber of MRCP Part 1 (a month of access). */
async function subscriber(page: Page, label: string): Promise<string> {
  const userID = await createAccount(page, uniqueEmail(label));
  await skipOnboarding(page);
  await sql(
    `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source)
     SELECT $1, id, now(), now() + interval '30 days', 'admin' FROM exams WHERE slug = 'mrcp-1'`,
    [userID],
  );
  return userID;
}

/** Starts a session over REST and returns its id and the key of each of its questions, in order. */
async function startSession(page: Page, mode: 'tutor' | 'timed', count: number) {
  const started = await page.request.post('/api/r/s/init', { data: { exam: 'mrcp-1', mode, filter: 'all', count } });
  expect(started.ok()).toBe(true);
  const { id } = (await started.json()) as { id: string };
  return { id, keys: await keysOf(id) };
}

/** The key of each of a session's questions, in order. */
async function keysOf(id: string) {
  const { rows } = await sql(
    `SELECT q.id, q.body ->> 'answer' AS answer FROM quiz_sessions s CROSS JOIN LATERAL unnest(s.question_ids) WITH ORDINALITY AS u(qid, n)
       JOIN questions q ON q.id = u.qid WHERE s.id = $1 ORDER BY u.n`,
    [id],
  );
  return rows as Array<{ id: string; answer: string }>;
}

const option = (letter: string) => new RegExp(`^Option ${letter}:`);
const wrongOf = (answer: string) => LETTERS.find((letter) => letter !== answer)!;

test.describe('answering in the player', () => {
  test('“Practise incorrect questions” opens a session of this session’s wrong answers', async ({ page }) => {
    await subscriber(page, 'incorrect');
    // Started from the dashboard, as a user does.
    await page.goto('/dashboard/practise');
    const practise = page.getByRole('region', { name: 'Practise questions' });
    await expect(practise.getByRole('heading', { name: 'MRCP Part 1' })).toBeVisible();
    await practise.getByLabel('Number of questions').fill('3');
    await practise.getByRole('button', { name: 'Start session' }).click();
    await expect(page).toHaveURL(/\/s\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/')[2];
    const keys = await keysOf(id);
    // Question 1 and 3 wrong, question 2 right.
    const chosen = [wrongOf(keys[0].answer), keys[1].answer, wrongOf(keys[2].answer)];
    for (let n = 1; n <= 3; n++) {
      await expect(page.getByRole('heading', { name: `Question ${n} of 3` })).toBeVisible();
      await page.getByRole('radio', { name: option(chosen[n - 1]) }).check();
      await page.getByRole('button', { name: 'Submit answer' }).click();
      await page.getByRole('button', { name: n < 3 ? 'Next question' : 'See your results' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
    await page.getByRole('button', { name: 'Practise incorrect questions' }).click();

    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    const newId = new URL(page.url()).pathname.split('/')[2];
    expect(newId).not.toBe(id);
    const { rows } = await sql(`SELECT question_ids FROM quiz_sessions WHERE id = $1`, [newId]);
    expect([...(rows[0].question_ids as string[])].sort()).toEqual([keys[0].id, keys[2].id].sort());
  });

  test('a reloaded tutor session keeps the right and wrong marks in the palette', async ({ page }) => {
    await subscriber(page, 'tutor-reload');
    const { id, keys } = await startSession(page, 'tutor', 3);
    await page.goto(`/s/${id}`);
    await page.getByRole('radio', { name: option(keys[0].answer) }).check();
    await page.getByRole('button', { name: 'Submit answer' }).click();
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('radio', { name: option(wrongOf(keys[1].answer)) }).check();
    await page.getByRole('button', { name: 'Submit answer' }).click();
    const palette = page.getByRole('navigation', { name: 'Questions' });
    await expect(palette.getByRole('button', { name: 'Question 2, answered incorrectly' })).toBeVisible();

    await page.reload();
    await expect(palette.getByRole('button', { name: 'Question 1, answered correctly' })).toBeVisible();
    await expect(palette.getByRole('button', { name: 'Question 2, answered incorrectly' })).toBeVisible();
    await expect(palette.getByRole('button', { name: 'Question 3, not answered' })).toBeVisible();
  });

  test('a timed answer can be changed until the end; the review shows the last one', async ({ page }) => {
    await subscriber(page, 'timed-change');
    const { id, keys } = await startSession(page, 'timed', 2);
    await page.goto(`/s/${id}`);
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    const wrong = wrongOf(keys[0].answer);
    await page.getByRole('radio', { name: option(wrong) }).check();
    await page.getByRole('button', { name: 'Save answer' }).click();
    // A first answer moves on; the palette says answered, not right or wrong.
    await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    const palette = page.getByRole('navigation', { name: 'Questions' });
    const first = palette.getByRole('button', { name: 'Question 1, answered', exact: true });
    await expect(first).toBeVisible();

    await first.click();
    await expect(page.getByText(`Saved: ${wrong}`)).toBeVisible();
    await page.getByRole('radio', { name: option(keys[0].answer) }).check();
    await expect(page.getByText(`your saved answer is ${wrong}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save change' }).click();
    await expect(page.getByText(`Saved: ${keys[0].answer}`)).toBeVisible();
    await expect(first).toBeVisible();

    await page.reload();
    await first.click();
    await expect(page.getByRole('radio', { name: option(keys[0].answer) })).toBeChecked();
    await page.getByRole('button', { name: 'End session' }).click();
    await page.getByRole('button', { name: 'End and see results' }).click();
    await expect(page.getByLabel('Score 1 of 2 marks, 50 percent')).toBeVisible();
    const { rows } = await sql(`SELECT response ->> 'choice' AS chosen FROM attempt_changes WHERE session_id = $1 ORDER BY id`, [id]);
    expect(rows.map((r: { chosen: string }) => r.chosen)).toEqual([wrong, keys[0].answer]);
  });

  test('a private note kept on a question is listed at /dashboard/notes and opens the question’s review', async ({ page }) => {
    await subscriber(page, 'notes');
    const { id, keys } = await startSession(page, 'tutor', 1);
    await page.goto(`/s/${id}`);
    await page.getByRole('button', { name: 'Add a note' }).click();
    const field = page.getByLabel('Your private note on this question');
    await field.fill('x'.repeat(2001));
    await expect(page.getByRole('alert').filter({ hasText: 'Keep your note under 2000 characters.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save note' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await field.fill('Check the potassium before the ECG.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByRole('button', { name: 'Your note' })).toBeVisible();
    await page.getByRole('radio', { name: option(keys[0].answer) }).check();
    await page.getByRole('button', { name: 'Submit answer' }).click();

    await page.goto('/dashboard/notes');
    const notes = page.getByRole('list', { name: 'Your notes' });
    await expect(notes.getByText('Check the potassium before the ECG.')).toBeVisible();
    await expect(notes.getByText(/MRCP Part 1/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await notes.getByRole('link', { name: 'Open the question’s review' }).click();
    await expect(page).toHaveURL(new RegExp(`/s/${id}/review#q-${keys[0].id}$`));
    await page.getByRole('button', { name: 'Note', exact: true }).click();
    await expect(page.getByLabel('Your private note on this question')).toHaveValue('Check the potassium before the ECG.');
  });

  test('an answer given while the connection is down is kept across a reload and sent when the player opens again', async ({ page }) => {
    const userID = await subscriber(page, 'kept-answer');
    const { id, keys } = await startSession(page, 'timed', 2);
    await page.goto(`/s/${id}`);
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    await page.route('**/api/r/s/qa', (route) => route.abort('internetdisconnected'));
    await page.getByRole('radio', { name: option(keys[0].answer) }).check();
    await page.getByRole('button', { name: 'Save answer' }).click();
    // Kept in this browser's store until the server has it.
    await expect
      .poll(() => page.evaluate((questionId) => Object.entries(localStorage).some(([key, value]) => key.includes('5.0.1') && value.includes(questionId)), keys[0].id))
      .toBe(true);

    await page.unroute('**/api/r/s/qa');
    await page.reload();
    await expect(page.getByRole('heading', { name: /Question \d of 2/ })).toBeVisible();
    await expect
      .poll(async () => (await sql(`SELECT response ->> 'choice' AS chosen FROM attempts WHERE session_id = $1 AND user_id = $2`, [id, userID])).rows)
      .toEqual([{ chosen: keys[0].answer }]);
  });

  test('a problem reported from the player reaches the editors with the question', async ({ page }) => {
    const userID = await subscriber(page, 'report');
    const { id, keys } = await startSession(page, 'tutor', 1);
    await page.goto(`/s/${id}`);
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem with question 1' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').fill('ok');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Tell us briefly what looks wrong (at least 5 characters).')).toBeVisible();
    await dialog.getByRole('textbox').fill('The explanation quotes an old NICE threshold.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText(/your report has been sent to our editors/)).toBeVisible();
    const { rows } = await sql(`SELECT question_id, message FROM question_reports WHERE user_id = $1`, [userID]);
    expect(rows).toEqual([{ question_id: keys[0].id, message: 'The explanation quotes an old NICE threshold.' }]);
  });

  test('the player opens from the session its page carries, without asking the server for it again', async ({ page }) => {
    await subscriber(page, 'carried-session');
    const { id, keys } = await startSession(page, 'tutor', 2);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith(`/api/r/s/${id}`)) reads.push(request.url());
    });
    await page.goto(`/s/${id}`);
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    await page.getByRole('radio', { name: option(keys[0].answer) }).check();
    await page.getByRole('button', { name: 'Submit answer' }).click();
    await expect(page.getByRole('button', { name: 'Next question' })).toBeVisible();

    // A reload carries the answer given: the player opens on the next question.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    expect(reads).toEqual([]);
  });
});
