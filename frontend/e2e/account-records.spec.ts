import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, PASSWORD, skipOnboarding, sql, uniqueEmail } from './support/accounts';

/** A subscriber to MRCP Part 1, past the onboarding; returns the user id. */
async function subscriber(page: Page, label: string) {
  const userId = await createAccount(page, uniqueEmail(`records-${label}`));
  await skipOnboarding(page);
  await sql(
    `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source)
     SELECT $1, id, now(), now() + interval '30 days', 'admin' FROM exams WHERE slug = 'mrcp-1'`,
    [userId],
  );
  return userId;
}

/** Starts a tutor session of `count` questions over REST and answers `answered` of them; ends it if asked. */
async function practise(page: Page, count: number, answered: number, end: boolean) {
  const started = await page.request.post('/api/r/s/init', { data: { exam: 'mrcp-1', mode: 'tutor', count } });
  expect(started.ok()).toBe(true);
  const session = (await started.json()) as { id: string; questionIds: string[] };
  for (const questionId of session.questionIds.slice(0, answered)) {
    expect((await page.request.post('/api/r/s/qa', { data: { sessionId: session.id, questionId, answer: 'A', timeMs: 5000 } })).ok()).toBe(true);
  }
  if (end) expect((await page.request.post('/api/r/s/end', { data: { sessionId: session.id } })).ok()).toBe(true);
  return session.id;
}

/** Buys 3 months of MSRA in GBP with the local gateway's test card; returns the order id. */
async function buyMsra(page: Page) {
  const { rows } = await sql(
    `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN exams e ON e.id = p.exam_id WHERE e.slug = 'msra' AND v.period_months = 3 AND v.currency = 'gbp'`,
  );
  const created = await page.request.post('/api/trpc/checkout.createPayment', { data: { json: { variantId: rows[0].id, checkoutType: 'product' } } });
  expect(created.ok()).toBe(true);
  const orderId = ((await created.json()) as { result: { data: { json: { orderId: string } } } }).result.data.json.orderId;
  const card = { number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };
  expect((await page.request.post('/api/trpc/checkout.confirmLocalPayment', { data: { json: { orderId, card } } })).ok()).toBe(true);
  return orderId;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('an account that keeps records', () => {
  test('history lists every session newest first; an ended one opens its review, a running one resumes', async ({ page }) => {
    await subscriber(page, 'history');
    const ended = await practise(page, 3, 3, true);
    const running = await practise(page, 4, 1, false);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Session history' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Running');
    await expect(rows.nth(1).getByRole('link', { name: /^Resume MRCP Part 1/ })).toHaveAttribute('href', `/s/${running}`);
    await expect(rows.nth(2)).toContainText('of 3 correct');
    await page.screenshot({ path: test.info().outputPath('history-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: test.info().outputPath('history-360.png'), fullPage: true });
    await rows.nth(2).getByRole('link', { name: /^Review MRCP Part 1/ }).click();
    await expect(page).toHaveURL(new RegExp(`/s/${ended}/review$`));
  });

  test('orders show their state, and a paid one has a printable receipt with the card', async ({ page }) => {
    await subscriber(page, 'orders');
    const orderId = await buyMsra(page);

    await page.goto('/dashboard/orders');
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect(row).toContainText('MSRA');
    await expect(row).toContainText('£');
    await expect(row).toContainText('Paid');
    await row.getByRole('link', { name: /^Receipt for MSRA/ }).click();

    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText(orderId);
    await expect(receipt).toContainText('3 Months');
    await expect(receipt).toContainText('Visa ending 4242');
    await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('receipt-1280.png'), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: test.info().outputPath('receipt-print.png'), fullPage: true });
    await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.locator('.app-sidebar')).toBeHidden();
    await expect(receipt).toContainText('Visa ending 4242');
  });

  test('download my data gives a dated JSON file of the account', async ({ page }) => {
    const userId = await subscriber(page, 'export');
    await page.goto('/dashboard/profile/account');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data (JSON)' }).click()]);
    expect(download.suggestedFilename()).toBe(`medprep-data-${new Date().toISOString().slice(0, 10)}.json`);
    const data = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8')) as { users: Array<{ id: string }> };
    expect(data.users[0].id).toBe(userId);
  });

  test('deleting the account needs the password and DELETE, signs out, frees the e-mail and keeps the answers anonymised', async ({ page }) => {
    const userId = await subscriber(page, 'delete');
    await practise(page, 2, 2, true);
    const { rows: me } = await sql(`SELECT email FROM users WHERE id = $1`, [userId]);
    const email = me[0].email as string;

    await page.goto('/dashboard/profile/account');
    const form = page.getByRole('form', { name: 'Delete my account' });
    await expect(form).toContainText('anonymous figures');
    await form.getByLabel('Password', { exact: true }).fill('not-my-password');
    await form.getByLabel('Type DELETE to confirm').fill('DELETE');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(((await (await page.request.get('/api/auth/me')).json()) as { uid?: null }).uid).toBeNull();
    expect((await sql(`SELECT 1 FROM users WHERE id = $1 OR email = $2`, [userId, email])).rowCount).toBe(0);
    expect((await sql(`SELECT 1 FROM attempts a JOIN quiz_sessions s ON s.id = a.session_id WHERE s.user_id <> $1 AND a.user_id <> $1 AND s.started_at > now() - interval '5 minutes'`, [userId])).rowCount).toBeGreaterThanOrEqual(2);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    const again = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName: 'Amara', surname: 'Okafor' } });
    expect(again.status()).toBe(201);
  });

  test('at 360 px every profile tab is on screen and reachable', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await subscriber(page, 'tabs');
    await page.goto('/dashboard/profile');
    const tabs = page.getByRole('tablist', { name: 'Your profile' }).getByRole('tab');
    await expect(tabs).toHaveCount(5);
    for (const name of ['Profile', 'Account', 'Settings', 'Subscriptions', 'Exam dates']) {
      const tab = page.getByRole('tab', { name });
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await page.getByRole('tab', { name: 'Exam dates' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/exam-dates$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('history, orders, the receipt and the account tab are axe-clean at 1280 and 360 px', async ({ page }) => {
    // Eight axe runs.
    test.setTimeout(120_000);
    await subscriber(page, 'axe');
    await practise(page, 2, 2, true);
    await practise(page, 2, 1, false);
    const orderId = await buyMsra(page);
    const pages = [
      { path: '/dashboard/history', ready: page.getByRole('table') },
      { path: '/dashboard/orders', ready: page.getByRole('table') },
      { path: `/dashboard/orders/${orderId}/receipt`, ready: page.getByRole('article', { name: 'Receipt' }) },
      { path: '/dashboard/profile/account', ready: page.getByRole('form', { name: 'Delete my account' }) },
    ];
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, ready } of pages) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        expect([path, width, await seriousViolations(page)]).toEqual([path, width, []]);
      }
    }
  });
});
