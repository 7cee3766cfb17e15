import { expect, test } from '@playwright/test';
import { createAccount, skipOnboarding, sql, uniqueEmail } from './support/accounts';

test.describe('question sessions', () => {
  test('the quiz code is not part of the home page’s first load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pass your exams with Confidence...' })).toBeVisible();
    expect(scripts.filter((url) => /quiz|SessionPlayer|SessionReview/.test(url))).toEqual([]);
  });

  test('a trial user practises 5 tutor questions with the keyboard alone and sees the score', async ({ page }) => {
    const userID = await createAccount(page, uniqueEmail('quiz-trial'));
    await skipOnboarding(page);
    const claim = await page.request.post('/api/trpc/exams.createTrialForUser', {
      // An exam of single best answers only (the MSRA's rankings and the other types: item-types.spec).
      data: { json: { userID, examSlug: 'mrcp-1' } },
    });
    expect(claim.ok()).toBe(true);

    await page.goto('/dashboard/practise');
    const practise = page.getByRole('region', { name: 'Practise questions' });
    await expect(practise.getByRole('heading', { name: 'MRCP Part 1' })).toBeVisible();
    await expect(practise.getByRole('radio', { name: /^All questions \(\d+\)$/ })).toBeChecked();
    await expect(practise.getByRole('radio', { name: 'Tutor' })).toBeChecked();
    const count = practise.getByLabel('Number of questions');
    await count.fill('5');
    await count.press('Enter');

    await expect(page).toHaveURL(/\/s\/[0-9a-f-]{36}$/);
    for (let n = 1; n <= 5; n++) {
      const heading = page.getByRole('heading', { name: `Question ${n} of 5` });
      await expect(heading).toBeFocused();
      await page.keyboard.press(n % 2 === 0 ? 'b' : '1');
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
      await page.keyboard.press('Enter');
      const verdict = page.getByRole('heading', { name: /^(Correct|Incorrect — the answer is [A-E])$/ });
      await expect(verdict).toBeFocused();
      await expect(page.getByText('How others answered')).toBeVisible();
      // Under the explanation: when the item was reviewed (once the seed dates it) and its dated guidance.
      await expect(page.getByRole('region', { name: 'Feedback' }).getByText(/^(Reviewed \d{1,2} [A-Z][a-z]{2} \d{4} · )?\S.* \(\d{4}\)$/)).toBeVisible();
      await expect(page.getByText(`${n} of 5 answered`)).toBeVisible();
      if (n === 1) await page.screenshot({ path: test.info().outputPath('feedback-1280.png'), fullPage: true });
      await page.keyboard.press('Enter');
    }

    await expect(page).toHaveURL(/\/s\/[0-9a-f-]{36}\/review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
    await expect(page.getByLabel(/^Score \d+ of \d+ marks, \d+ percent$/)).toHaveText(/^\d+\/\d+ \(\d+%\)$/);
    await expect(page.getByRole('list', { name: 'Score by topic' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(5);
    await page.screenshot({ path: test.info().outputPath('review-1280.png') });

    // The trial was one session: the dashboard says so.
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page.getByText('Your free trial session is complete. Buy access to keep practising.')).toBeVisible();
  });

  test('a subscriber’s timed session ends itself when the server’s clock says time is up', async ({ page }) => {
    await page.clock.install();
    const userID = await createAccount(page, uniqueEmail('quiz-timed'));
    await skipOnboarding(page);
    await sql(
      `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source)
       SELECT $1, id, now(), now() + interval '30 days', 'admin' FROM exams WHERE slug = 'mrcp-1'`,
      [userID],
    );

    await page.goto('/dashboard/practise');
    const practise = page.getByRole('region', { name: 'Practise questions' });
    await expect(practise.getByRole('heading', { name: 'MRCP Part 1' })).toBeVisible();
    await practise.getByRole('radio', { name: 'Timed' }).check();
    await practise.getByLabel('Number of questions').fill('1');
    await practise.getByRole('button', { name: 'Start session' }).click();

    await expect(page).toHaveURL(/\/s\/[0-9a-f-]{36}$/);
    const sessionId = new URL(page.url()).pathname.split('/')[2];
    await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
    // One question of MRCP Part 1 is 108 seconds.
    await expect(page.getByRole('timer')).toHaveText(/^01:4\d$/);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: test.info().outputPath('player-360.png'), fullPage: true });

    await sql(`UPDATE quiz_sessions SET started_at = now() - interval '1 hour' WHERE id = $1`, [sessionId]);
    // The next 30-second sync hears from the server that the time is up.
    await page.clock.fastForward('00:31');

    await expect(page).toHaveURL(new RegExp(`/s/${sessionId}/review$`));
    await expect(page.getByText('Time is up: this session has ended.')).toBeVisible();
    await expect(page.getByLabel(/^Score 0 of 1 mark, 0 percent$/)).toBeVisible();
    await expect(page.getByText('Not answered — the answer is', { exact: false })).toBeVisible();
  });
});
