import { expect, test } from '@playwright/test';

test.describe('the home page', () => {
  test('lists all 18 exams from the API, grouped by specialty in two columns', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Your Ultimate Study Companion for UK Medical Students and Professionals')).toBeVisible();
    const columns = page.getByTestId('exam-column');
    await expect(columns).toHaveCount(2);
    const examLinks = page.locator('#exams a[href^="/exam/"]');
    await expect(examLinks).toHaveCount(18);
    for (const column of await columns.all()) {
      await expect(column.getByRole('heading').first()).toBeVisible();
    }
    const medicine = page.locator('#exams section', { has: page.getByRole('heading', { name: 'Medicine', exact: true }) });
    await expect(medicine.getByRole('link')).toHaveText(['MRCP Part 1', 'MRCP Part 2']);
  });

  test("'Our Exams' scrolls to the exams section", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Our Exams' }).click();
    await expect(page.locator('#exams')).toBeInViewport();
  });
});

test.describe('client-side routes served by the API port', () => {
  test('an exam page loads directly from its URL', async ({ page }) => {
    await page.goto('/exam/mrcp-1');
    await expect(page.getByRole('heading', { name: 'MRCP Part 1' })).toBeVisible();
  });

  test('an unknown exam shows the not-found page naming the path', async ({ page }) => {
    await page.goto('/exam/nope');
    await expect(page.getByText('Page Not Found: /exam/nope')).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });
});
