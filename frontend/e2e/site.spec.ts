import { expect, test, type Page } from '@playwright/test';
import Redis from 'ioredis';
import pg from 'pg';

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/medprep_e2e';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/2';

/** The e2e database is new every run but Redis is not: forget earlier runs' contact-form rate limit (5 an hour). */
async function clearContactRateLimit() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const keys = await redis.keys('ratelimit:{contact:*');
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Scrolls to the bottom in steps, so that below-the-fold sections load as a visitor would see them. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 30; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    if (atBottom) break;
    await nextFrame(page);
  }
}

/** Resolves once the browser has laid out and painted a frame after what was just done. */
async function nextFrame(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Back to the top, waiting until the page is there before a screenshot is taken. */
async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await nextFrame(page);
}

async function contentLoaded(page: Page) {
  await scrollThrough(page);
  await expect(page.getByTestId('partner-logos').getByRole('img')).toHaveCount(16);
  await expect(page.getByRole('region', { name: 'What our users say' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'From the blog' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Frequently asked questions' }).locator('details').first()).toBeVisible();
}

test.describe('the public site', () => {
  test('home: the hero, the exams in two columns, 16 partner logos and the content sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page).toHaveTitle('MedPrep — UK medical exam question bank');
    const hero = page.getByRole('region', { name: 'Pass your exams with Confidence...' });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByText('Your Ultimate Study Companion for UK Medical Students and Professionals')).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Our Exams' })).toBeVisible();

    const columns = page.getByTestId('exam-column');
    await expect(columns).toHaveCount(2);
    await expect(page.locator('#exams a[href^="/exam/"]')).toHaveCount(18);
    const [left, right] = await Promise.all([columns.nth(0).boundingBox(), columns.nth(1).boundingBox()]);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);

    await contentLoaded(page);
    // Every logo is a local file that loaded.
    const broken = await page
      .getByTestId('partner-logos')
      .getByRole('img')
      .evaluateAll((images) => images.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).length);
    expect(broken).toBe(0);
    await scrollToTop(page);
    await page.screenshot({ path: test.info().outputPath('home-1280.png'), fullPage: true });
  });

  test("'Our Exams' scrolls to the exams section and moves focus there", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Our Exams' }).click();
    await expect(page.locator('#exams')).toBeInViewport();
    await expect(page.locator('#exams')).toBeFocused();
  });

  test('the home page at 360 px: no horizontal scroll, the menu button opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pass your exams with Confidence...' })).toBeVisible();
    await expect(page.getByTestId('exam-column')).toHaveCount(2);
    await contentLoaded(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await scrollToTop(page);
    await page.screenshot({ path: test.info().outputPath('home-360.png'), fullPage: true });

    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'MRCP Part 1' })).toBeVisible();
    await mobile.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header becomes fixed while scrolling down and is released when scrolling up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('exam-column')).toHaveCount(2);
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-fixed', 'false');

    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toBeInViewport();

    // The position is read at most every 100 ms: scroll up until a read sees the page moved up.
    await expect(async () => {
      await page.mouse.wheel(0, -200);
      await expect(header).toHaveAttribute('data-fixed', 'false', { timeout: 500 });
    }).toPass();
  });

  test('the exams menu lists the exams by specialty and opens an exam page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/faqs');
    const toggle = page.getByRole('button', { name: 'Exams by specialty' });
    await toggle.click();
    const panel = page.locator('.mega-menu');
    await expect(panel.locator('.nav-exams__column')).toHaveCount(2);
    await expect(panel.getByRole('link')).toHaveCount(19); // 18 exams and 'See all exams'
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await toggle.press('Enter');
    await panel.getByRole('link', { name: 'MSRA' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'MSRA' })).toBeVisible();
  });

  test('the exam page at 1280 and 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/exam/mrcp-1');
    await expect(page.getByRole('heading', { level: 1, name: 'MRCP Part 1' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: test.info().outputPath('exam-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 360, height: 780 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(360);
    await nextFrame(page);
    await page.screenshot({ path: test.info().outputPath('exam-360.png'), fullPage: true });
  });

  test('an unknown exam shows "Page Not Found: /exam/nope"; an unknown path the not-found page', async ({ page }) => {
    await page.goto('/exam/nope');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found: /exam/nope' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('MedPrep — Page Not Found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the contact form checks the fields, stores the message and confirms it with a toast', async ({ page }) => {
    await clearContactRateLimit();
    await page.goto('/contact-us');
    await expect(page).toHaveTitle('MedPrep — Contact us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expect(page.getByText('Enter your name.')).toBeVisible();

    const stamp = `e2e-${Date.now()}`;
    await page.getByLabel('Your name').fill('Amara Okafor');
    await page.getByLabel('E-mail address').fill(`${stamp}@example.com`);
    await page.getByLabel('What is it about?').selectOption('Payments and subscriptions');
    await page.getByLabel(/^Message/).fill(`Can I change my subscription currency? (${stamp})`);
    await page.getByRole('button', { name: 'Send message' }).click();

    const toast = page.locator('.Toastify').getByText('Thank you — your message has been sent.');
    await expect(toast).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('');
    // The toast sits below the header, not over it.
    const headerBottom = await page.locator('header.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);

    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT name, email, subject, message FROM contact_messages WHERE email = $1', [`${stamp}@example.com`]);
      expect(rows).toEqual([
        { name: 'Amara Okafor', email: `${stamp}@example.com`, subject: 'Payments and subscriptions', message: `Can I change my subscription currency? (${stamp})` },
      ]);
    } finally {
      await client.end();
    }

    // Toasts are cleared when the URL changes.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  });

  test('the FAQs page lists the questions by category', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page).toHaveTitle('MedPrep — FAQs');
    const first = page.locator('details').first();
    await expect(first).toBeVisible();
    await first.locator('summary').press('Enter');
    await expect(first).toHaveAttribute('open', '');
  });

  test('the test dashboard renders the dashboard components with sample data in the public layout', async ({ page }) => {
    await page.goto('/test-dashboard');
    await expect(page).toHaveTitle('Dashboard Integration Tests');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Integration Tests' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Exam cards: subscriber, free trial, figures unavailable' });
    await expect(cards.getByRole('link', { name: 'MRCP Part 1' })).toBeVisible();
    await expect(cards.getByRole('listitem').filter({ hasText: 'MRCGP AKT' })).toBeVisible();
  });

  test('every public page has a "MedPrep — …" title', async ({ page }) => {
    for (const [path, title] of [
      ['/exams', 'MedPrep — Exams'],
      ['/login', 'MedPrep — Log in'],
      ['/new-auth', 'MedPrep — Create an account'],
      ['/login/reset', 'MedPrep — Reset your password'],
    ]) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });

  test('the build writes a manifest the app can poll', async ({ request }) => {
    const latest = await request.get('/builds/latest.json');
    expect(latest.ok()).toBe(true);
    expect(latest.headers()['cache-control']).toBe('no-cache');
    const { id, builtAt } = (await latest.json()) as { id: string; builtAt: string };
    expect(id).toMatch(/\S/);
    expect(Date.parse(builtAt)).not.toBeNaN();
    const meta = await request.get(`/builds/meta/${id}.json`);
    expect(await meta.json()).toMatchObject({ id, entry: expect.stringMatching(/^assets\/index-.+\.js$/) });
  });

  test('the keyboard reaches the skip link, the navigation and the hero actions', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('exam-column')).toHaveCount(2);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const reached: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => (document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || '').trim()));
    }
    expect(reached).toEqual(expect.arrayContaining(['MedPrep home', 'Exams', 'Exams by specialty', 'FAQs', 'Contact', 'Log in', 'Our Exams', 'Start a free trial']));
  });
});
