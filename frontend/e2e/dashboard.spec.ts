import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, onboardingDialog as onboarding, skipOnboarding, sql, uniqueEmail } from './support/accounts';

/** An exam date the server takes: its year must be within the next five. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** A subscriber to MRCP Part 1 (30 days) with an exam date, past the onboarding. */
async function subscriber(page: Page, label: string) {
  const userID = await createAccount(page, uniqueEmail(`dash-${label}`));
  await skipOnboarding(page);
  await sql(
    `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source)
     SELECT $1, id, now(), now() + interval '30 days', 'admin' FROM exams WHERE slug = 'mrcp-1'`,
    [userID],
  );
  const date = new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10);
  const saved = await page.request.post('/api/trpc/users.updateExamDates', { data: { json: { data: { examDates: [{ examSlug: 'mrcp-1', date }] } } } });
  expect(saved.ok()).toBe(true);
  return userID;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('the dashboard', () => {
  test('the dashboard code is not part of the home page’s first load', async ({ page }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) files.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pass your exams with Confidence...' })).toBeVisible();
    expect(files.filter((url) => /AppShell|DashboardPage|ProfilePage|PractisePage|ExamCard|dashboard/.test(url))).toEqual([]);
  });

  test('a signed-in page fetches none of the stylesheets the server wrote into it', async ({ page }) => {
    await subscriber(page, 'styles');
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('article', { name: 'MRCP Part 1' }).getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The built sheets whose text is in the page the server sent.
    const html = await (await page.request.get('/dashboard')).text();
    const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
    const written = readdirSync(assets)
      .filter((file) => file.endsWith('.css') && html.includes(`<style>${readFileSync(join(assets, file), 'utf8')}</style>`))
      .map((file) => `/assets/${file}`);
    expect(written.length).toBeGreaterThan(0);
    // The page's lazy chunks import some of them: their loader must know they are there already.
    expect(fetched.filter((path) => written.includes(path))).toEqual([]);
  });

  test('a new user sees the onboarding modal once, and what they saved is on their profile', async ({ page }) => {
    await createAccount(page, uniqueEmail('dash-onboarding'));
    const dialog = onboarding(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'MRCP Part 1' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('onboarding-1280.png') });

    await expect(dialog.getByLabel('First name')).toHaveValue('Amara');
    await dialog.getByLabel(/Level of training/).selectOption('Foundation doctor (FY1/FY2)');
    await dialog.getByRole('checkbox', { name: 'MRCP Part 1' }).check();
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expect(dialog.getByText('Enter the date of your MRCP Part 1 exam, or untick it.')).toBeVisible();
    await dialog.getByLabel('Date of your MRCP Part 1 exam').fill(`${NEXT_YEAR}-03-14`);
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Start with an exam' })).toBeVisible();
    await expect(onboarding(page)).toHaveCount(0);

    await page.goto('/dashboard/profile');
    await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    await expect(page.getByLabel('Level of training')).toHaveValue('Foundation doctor (FY1/FY2)');
    await page.screenshot({ path: test.info().outputPath('profile-1280.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Profile' }).press('End');
    await expect(page).toHaveURL('/dashboard/profile/exam-dates');
    await expect(page.getByRole('tab', { name: 'Exam dates', selected: true })).toBeFocused();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(`${NEXT_YEAR}-03-14`);
    await expect(onboarding(page)).toHaveCount(0);
  });

  test('an owned exam shows its days left, and progress and peers after answering a question', async ({ page }) => {
    await subscriber(page, 'owned');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: 'MRCP Part 1' });
    await expect(card.getByText('· 30 days left')).toBeVisible();
    await expect(card.getByText('MRCP Part 1 in 42 days')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0');
    await expect(card.getByText('Answer a question to compare yourself with your peers.')).toBeVisible();

    await card.getByRole('button', { name: 'Start session: MRCP Part 1' }).click();
    const start = page.getByRole('dialog', { name: 'Start a session: MRCP Part 1' });
    await start.getByLabel('Number of questions').fill('2');
    await start.getByRole('button', { name: 'Start session' }).click();
    await expect(page).toHaveURL(/\/s\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('session-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: test.info().outputPath('session-360.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 of 2 answered')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('session-feedback-1280.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/dashboard');
    const progress = card.getByRole('progressbar', { name: 'Progress' });
    await expect(progress).toHaveAccessibleDescription(/^1 of \d+ questions answered$/);
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    const peers = card.getByRole('figure', { name: /Percent correct/ });
    await expect(peers.getByRole('listitem').filter({ hasText: 'You' })).toHaveText(/^You(0|100)%$/);
    await expect(peers.getByRole('listitem').filter({ hasText: 'Peers' })).toHaveText(/^Peers(\d+|<1|>99)%$/);
    await page.screenshot({ path: test.info().outputPath('dashboard-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dashboard-360.png'), fullPage: true });
    const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noHorizontalScroll).toBe(true);
  });

  test('the mobile flyout menu works with the keyboard', async ({ page }) => {
    await createAccount(page, uniqueEmail('dash-flyout'));
    await skipOnboarding(page);
    await page.setViewportSize({ width: 360, height: 800 });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    const flyout = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(flyout).toBeVisible();
    await expect(flyout.getByRole('button', { name: 'Close the menu' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('flyout-360.png') });
    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await flyout.getByRole('link', { name: 'Exam dates' }).click();
    await expect(page).toHaveURL('/dashboard/profile/exam-dates');
    await expect(flyout).toBeHidden();
  });

  test('axe finds no serious or critical violation on the dashboard pages, light and dark, wide and narrow', async ({ page }) => {
    // 36 axe runs on a shared machine.
    test.setTimeout(240_000);
    await subscriber(page, 'axe');
    const pages: [string, (p: Page) => Promise<void>][] = [
      ['/dashboard', (p) => expect(p.getByRole('article', { name: 'MRCP Part 1' }).getByRole('progressbar')).toBeVisible()],
      ['/dashboard/practise', (p) => expect(p.getByRole('radio', { name: 'Tutor' })).toBeVisible()],
      ['/dashboard/profile', (p) => expect(p.getByRole('button', { name: 'Save profile' })).toBeVisible()],
      ['/dashboard/profile/account', (p) => expect(p.getByRole('button', { name: 'Save account' })).toBeVisible()],
      ['/dashboard/profile/settings', (p) => expect(p.getByRole('radio', { name: 'Dark' })).toBeVisible()],
      ['/dashboard/profile/subscriptions', (p) => expect(p.getByRole('button', { name: 'Extend access to MRCP Part 1' })).toBeVisible()],
      ['/dashboard/profile/exam-dates', (p) => expect(p.getByRole('button', { name: 'Save exam dates' })).toBeVisible()],
      ['/dashboard/history', (p) => expect(p.getByText('No sessions yet')).toBeVisible()],
      ['/dashboard/orders', (p) => expect(p.getByText('No orders yet')).toBeVisible()],
    ];
    const found: Record<string, unknown> = {};
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await page.goto('/dashboard/profile/settings');
        const saved = page.waitForResponse((r) => r.url().includes('/api/trpc/users.updateUserSettings') && r.ok());
        await page.getByRole('radio', { name: 'Dark' }).check();
        await saved;
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      }
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [path, ready] of pages) {
          await page.goto(path);
          await ready(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[`${path} ${theme} ${width}`] = violations;
        }
      }
    }
    // The extension modal opened from the dashboard.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Extend access to MRCP Part 1' }).click();
    await expect(page.getByRole('dialog', { name: 'Extend access to MRCP Part 1' }).getByRole('heading', { name: 'Extend your access' })).toBeVisible();
    const modal = await seriousViolations(page);
    if (modal.length > 0) found['extension modal'] = modal;
    await page.screenshot({ path: test.info().outputPath('dashboard-dark-extension-1280.png') });
    expect(found).toEqual({});

    // The public pages stay light whatever the dashboard uses.
    await page.goto('/faqs');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
