import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openTimedSession } from './support/player';
import { openSessionOfItems } from './support/typed-session';

/** What must be on the page before it is checked (content from the API, lazily loaded sections). */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: async (page) => {
      await expect(page.getByTestId('exam-column')).toHaveCount(2);
      for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 800);
      await expect(page.getByTestId('partner-logos').getByRole('img')).toHaveCount(16);
      await expect(page.getByRole('region', { name: 'Frequently asked questions' }).locator('details').first()).toBeVisible();
    },
  },
  { path: '/exams', ready: (page) => expect(page.getByTestId('exam-column')).toHaveCount(2) },
  { path: '/faqs', ready: (page) => expect(page.locator('details').first()).toBeVisible() },
  { path: '/contact-us', ready: (page) => expect(page.getByRole('button', { name: 'Send message' })).toBeVisible() },
  { path: '/login', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible() },
  { path: '/new-auth', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible() },
  { path: '/login/reset', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible() },
  { path: '/exam/mrcp-1', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'MRCP Part 1' })).toBeVisible() },
  { path: '/no/such/page', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible() },
  {
    path: '/test-dashboard',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Dashboard Integration Tests' })).toBeVisible(),
  },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const { path, ready } of PAGES) {
    for (const width of [1280, 360]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await ready(page);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the open menus and a toast have no serious violation either', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Exams by specialty' }).click();
    await expect(page.locator('.nav-exams__column')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // A stored message is the site's business; here only the toast matters (and no rate limit).
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ ok: true, message: 'Thank you' }) }),
    );
    await page.getByLabel('Your name').fill('Amara Okafor');
    await page.getByLabel('E-mail address').fill(`a11y-${Date.now()}@example.com`);
    await page.getByLabel(/^Message/).fill('A question about the MSRA question bank.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.Toastify__toast')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const width of [1280, 360]) {
    test(`the question player and its tools at ${width} px`, async ({ page }) => {
      // Up to five axe runs on a busy machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await openTimedSession(page, `a11y-player-${width}`, 3);
      await page.waitForLoadState('networkidle');
      // Checked as the player opens, at the top: scrolled, the question's tools pass under the sticky bar, as they should.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Calculator' }).click();
      await expect(page.getByRole('dialog', { name: 'Calculator' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Reference sheets' }).click();
      const sheets = width < 1024 ? page.getByRole('dialog', { name: 'Reference sheets' }) : page.getByRole('complementary', { name: 'Reference sheets' });
      await expect(sheets.getByRole('table').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (width < 1024) {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'All questions' }).click();
        await expect(page.getByRole('navigation', { name: 'Questions' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'More' }).click();
        await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }

  // The typed inputs and their marked parts, at a phone's width (the ranking's rows are the tightest there).
  const TYPED: { exam: string; key: string; answer: (page: Page) => Promise<void> }[] = [
    {
      exam: 'msra',
      key: 'msra-pd-rank-001',
      answer: (page) => page.getByRole('button', { name: /^Move up ?: Take Dr Patel aside/ }).click(),
    },
    {
      exam: 'msra',
      key: 'msra-pd-choose-001',
      answer: async (page) => {
        for (const key of ['B', 'E', 'G']) await page.getByRole('checkbox', { name: new RegExp(`^Response ${key}:`) }).check();
      },
    },
    {
      exam: 'msra',
      key: 'msra-cps-emq-001',
      answer: async (page) => {
        for (const [n, key] of ['D', 'B', 'I', 'H'].entries()) await page.getByRole('combobox', { name: `Answer to item ${n + 1}` }).selectOption(key);
      },
    },
    {
      exam: 'frca-1',
      key: 'frca-1-mtf-001',
      answer: async (page) => {
        for (const radio of await page.getByRole('radio', { name: 'True' }).all()) await radio.check();
      },
    },
    {
      exam: 'mrcp-2',
      key: 'mrcp-2-img-001',
      answer: (page) => page.getByRole('radio', { name: /Permanent dual-chamber pacemaker/ }).check(),
    },
  ];
  for (const { exam, key, answer } of TYPED) {
    test(`the player with a ${key} item, before and after its answer, at 360 px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 360, height: 740 });
      await openSessionOfItems(page, `a11y-${key}`, exam, [key]);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await seriousViolations(page)).toEqual([]);

      await answer(page);
      await page.getByRole('button', { name: 'Submit answer' }).click();
      await expect(page.getByRole('region', { name: 'Feedback' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
