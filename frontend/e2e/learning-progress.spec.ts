import { expect, test, type Page } from '@playwright/test';
import { createAccount, skipOnboarding, sql, uniqueEmail } from './support/accounts';

/** A subscriber to MRCP Part 1 who has answered `count` questions of a tutor session over REST. */
async function practised(page: Page, count: number): Promise<string[]> {
  const userId = await createAccount(page, uniqueEmail('learning'));
  await skipOnboarding(page);
  await sql(
    `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source)
     SELECT $1, id, now(), now() + interval '30 days', 'admin' FROM exams WHERE slug = 'mrcp-1'`,
    [userId],
  );
  const started = await page.request.post('/api/r/s/init', { data: { exam: 'mrcp-1', mode: 'tutor', count } });
  expect(started.ok()).toBe(true);
  const session = (await started.json()) as { id: string; questionIds: string[] };
  for (const questionId of session.questionIds) {
    expect((await page.request.post('/api/r/s/qa', { data: { sessionId: session.id, questionId, answer: 'A', timeMs: 4000 } })).ok()).toBe(true);
  }
  return session.questionIds;
}

test.describe('the dashboard learning cards', () => {
  test('after a few answers the dashboard charts them, finds an answered question by a word of its stem and downloads the Anki deck', async ({ page }) => {
    const answered = await practised(page, 3);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/dashboard');

    const progress = page.getByRole('region', { name: 'Progress over time' });
    await expect(progress.getByText(/^Today:/)).toHaveText(/Today: 3 of \d+/);
    await expect(progress.getByText(/^Streak:/)).toHaveText('Streak: 1 day');
    // The chart's code (recharts) waits until its card, below the fold, nears the viewport.
    expect(scripts.filter((url) => /ProgressChart-/.test(url))).toHaveLength(0);
    await progress.scrollIntoViewIfNeeded();
    // The lazily loaded chart draws today's bar.
    await expect(progress.locator('.recharts-surface').first()).toBeVisible();
    await expect(progress.locator('.recharts-bar-rectangle path, .recharts-bar-rectangle rect').first()).toBeVisible();
    // recharts comes in its own chunk, fetched for the chart, not with the dashboard.
    expect(scripts.filter((url) => /ProgressChart-/.test(url))).toHaveLength(1);
    await progress.getByRole('button', { name: 'Per week' }).click();
    await expect(progress.getByRole('button', { name: 'Per week' })).toHaveAttribute('aria-pressed', 'true');
    await expect(progress.locator('.recharts-surface').first()).toBeVisible();

    const { rows } = await sql(`SELECT stem FROM questions WHERE id = $1`, [answered[0]]);
    const word = (rows[0].stem as string).match(/[A-Za-z]{8,}/)![0];
    const search = page.getByRole('region', { name: 'Search your questions and notes' });
    await search.getByRole('searchbox').fill(word);
    const result = search.getByRole('link').filter({ has: page.locator('mark') }).first();
    await expect(result).toBeVisible();
    expect(await result.getAttribute('href')).toMatch(/^\/s\/[0-9a-f-]+\/review#q-[0-9a-f-]+$/);

    const anki = page.getByRole('region', { name: 'Export to Anki: MRCP Part 1' });
    const [download] = await Promise.all([page.waitForEvent('download'), anki.getByRole('link', { name: 'Missed items' }).click()]);
    expect(download.suggestedFilename()).toBe('medprep-mrcp-1.apkg');
  });
});
