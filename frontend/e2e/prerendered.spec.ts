import { expect, test } from '@playwright/test';

/** The tRPC procedures whose data a prerendered page carries in its payload. */
const PAGE_DATA_CALL = /\/api\/trpc\/[^?]*(?:exams\.initExamsAvailableForInstance|content\.|product\.initProductVariantsWithExamKey)/;

test.describe('prerendered public pages', () => {
  test('without JavaScript, an exam page shows its title and prices', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/exam/mrcp-1');
    await expect(page.getByRole('heading', { level: 1, name: 'MRCP Part 1' })).toBeVisible();
    await expect(page.locator('.price-card__price').first()).toHaveText(/^\$\d+\.\d\d$/);
    await expect(page).toHaveTitle('MRCP Part 1 — MedPrep');
    await context.close();
  });

  test('without JavaScript, the home page lists the exams', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#exams a[href^="/exam/"]')).toHaveCount(18);
    await context.close();
  });

  test('with JavaScript, the exam page hydrates the markup it was sent, without asking the API for its data', async ({ page }) => {
    const dataCalls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (PAGE_DATA_CALL.test(request.url())) dataCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The heading as the HTML parser made it, before any script ran: hydration keeps that node.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
      });
    });
    await page.goto('/exam/mrcp-1');
    // The purchase panel's own code has loaded and taken over: its Buy buttons work.
    await expect(page.getByRole('button', { name: 'Buy access: 1 Month' })).toBeEnabled();
    await page.getByRole('button', { name: 'Buy access: 1 Month' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('h1'))).toBe(true);
    expect(dataCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a click before the page has hydrated is not lost: it takes effect once the code is there', async ({ page }) => {
    // Hold back the code that hydration waits for, so the click certainly comes first.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/payload-seed-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The page's load event waits for that code (it is preloaded): take the page as soon as it is parsed.
    await page.goto('/exam/mrcs-a', { waitUntil: 'domcontentloaded' });
    const menuButton = page.getByRole('button', { name: 'Exams by specialty' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });

  test('a navigation to another exam needs no catalogue call either', async ({ page }) => {
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (/exams\.initExamsAvailableForInstance/.test(request.url())) dataCalls.push(request.url());
    });
    await page.goto('/exams');
    await page.locator('#main a[href="/exam/msra"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'MSRA' })).toBeVisible();
    expect(dataCalls).toEqual([]);
  });
});
