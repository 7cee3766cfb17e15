import { expect, test, type Page } from '@playwright/test';
import { createAccount, skipOnboarding, uniqueEmail } from './support/accounts';

const STORE_KEY = 'medprep:store@5.0.1';

const storedStore = (page: Page) => page.evaluate((key) => ({ key: Object.keys(localStorage).find((k) => k.includes('5.0.1')), raw: localStorage.getItem(key) }), STORE_KEY);
const htmlTheme = (page: Page) => page.locator('html').getAttribute('data-theme');

test.describe('the persisted client store', () => {
  test('keeps the dark theme and pounds in localStorage under 5.0.1, across a reload, and nothing secret', async ({ page }) => {
    const email = uniqueEmail('store');
    await createAccount(page, email);
    await skipOnboarding(page);

    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await expect.poll(() => htmlTheme(page)).toBe('dark');
    // The user's theme is also saved with their settings (debounced); the server's word wins on the next page.
    await expect.poll(async () => ((await (await page.request.get('/api/auth/me')).json()) as { settings: { theme: string } }).settings.theme).toBe('dark');

    await page.goto('/exam/msra');
    await expect(page.getByRole('heading', { level: 3, name: '1 Month' })).toBeVisible();
    await page.getByLabel('Currency').selectOption('gbp');

    await expect.poll(async () => JSON.parse((await storedStore(page)).raw ?? '{}')).toMatchObject({ version: '5.0.1', theme: 'dark', currency: 'gbp' });
    const { key, raw } = await storedStore(page);
    expect(key).toBe(STORE_KEY);
    expect(raw).not.toContain(email);
    expect(raw).not.toMatch(/token|password/i);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.reload();
    // The stored theme is on the page before the session check has answered.
    expect(await htmlTheme(page)).toBe('dark');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dark theme' }).first()).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/exam/msra');
    await expect(page.getByRole('heading', { level: 3, name: '1 Month' })).toBeVisible();
    await expect(page.getByLabel('Currency')).toHaveValue('gbp');
  });

  test("a visitor's chosen currency survives a reload; a corrupt stored value is dropped without breaking the page", async ({ page }) => {
    await page.goto('/exam/mrcp-1');
    await expect(page.getByRole('heading', { level: 3, name: '1 Month' })).toBeVisible();
    await page.getByLabel('Currency').selectOption('gbp');
    await expect.poll(async () => (await storedStore(page)).raw).toContain('"currency":"gbp"');

    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: '1 Month' })).toBeVisible();
    await expect(page.getByLabel('Currency')).toHaveValue('gbp');

    await page.evaluate((key) => localStorage.setItem(key, '{"version":"5.0.1","theme":'), STORE_KEY);
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: '1 Month' })).toBeVisible();
    await expect(page.getByLabel('Currency')).toHaveValue('usd');
    await expect.poll(async () => JSON.parse((await storedStore(page)).raw ?? 'null')).toMatchObject({ version: '5.0.1' });
  });
});

test.describe('the signed-in areas', () => {
  test('load neither the login nor the register code when the user is signed in', async ({ page }) => {
    await createAccount(page, uniqueEmail('chunks'));
    await skipOnboarding(page);

    for (const path of ['/dashboard', '/s']) {
      const scripts: string[] = [];
      const record = (request: { resourceType: () => string; url: () => string }) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      };
      page.on('request', record);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', record);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => /Login|Register|NewAuth|PasswordReset/.test(url))).toEqual([]);
    }
  });
});
