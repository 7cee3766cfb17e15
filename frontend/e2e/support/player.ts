import { expect, type Page } from '@playwright/test';
import { createAccount, skipOnboarding, sql, uniqueEmail } from './accounts';

export const MRCP_1 = { slug: 'mrcp-1', title: 'MRCP Part 1' };
/** An exam of which about half the questions are of typical length (see goToTypicalQuestion). */
export const MRCGP_AKT = { slug: 'mrcgp-akt', title: 'MRCGP AKT' };

/** A new subscriber to the exam with a timed session of `count` questions open in the player. */
export async function openTimedSession(page: Page, label: string, count = 10, exam = MRCP_1): Promise<string> {
  const userID = await createAccount(page, uniqueEmail(label));
  await skipOnboarding(page);
  await sql(
    `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source)
     SELECT $1, id, now(), now() + interval '30 days', 'admin' FROM exams WHERE slug = $2`,
    [userID, exam.slug],
  );
  await page.goto('/dashboard/practise');
  const practise = page.getByRole('region', { name: 'Practise questions' });
  await expect(practise.getByRole('heading', { name: exam.title })).toBeVisible();
  await practise.getByRole('radio', { name: 'Timed' }).check();
  await practise.getByLabel('Number of questions').fill(String(count));
  await practise.getByRole('button', { name: 'Start session' }).click();
  await expect(page).toHaveURL(/\/s\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: new RegExp(`^Question 1 of ${count}`) })).toBeVisible();
  return new URL(page.url()).pathname.split('/')[2];
}

/**
 * Moves on (→) to a single best answer of typical length, without an image: a stem of 250 to 380
 * characters and five options of at most 60 (the seed bank's median stem is about 330 characters, its median longest option about 55).
 */
export async function goToTypicalQuestion(page: Page, count: number): Promise<void> {
  for (let n = 1; n <= count; n++) {
    await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n} of ${count}`) })).toBeVisible();
    const stem = (await page.locator('.quiz-stem').textContent()) ?? '';
    const options = await page.locator('.quiz-option [data-highlight-field]').allTextContents();
    // A single best answer of five options without an image (an image item is measured on its own).
    const images = await page.locator('.quiz-question img').count();
    if (images === 0 && options.length === 5 && stem.length >= 250 && stem.length <= 380 && options.every((option) => option.length <= 60)) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error('No question of typical length in this session');
}
