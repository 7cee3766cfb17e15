import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';

/** A password the server's strength check accepts. */
export const PASSWORD = 'Tachycardia-Pineapple-42';

/** The database the e2e server runs against (see start-server.mjs). */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/medprep_e2e';

export const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const onboardingDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to your dashboard' });

/** Fills the create-account form wherever it is shown (its page or the checkout modal) and submits it. */
export async function fillAccountForm(scope: Page | Locator, email: string) {
  await scope.getByLabel('First name', { exact: true }).fill('Amara');
  await scope.getByLabel('Surname', { exact: true }).fill('Okafor');
  await scope.getByLabel('E-mail address', { exact: true }).fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await scope.getByRole('button', { name: 'Create account' }).click();
}

/** Creates an account through /new-auth, lands on the dashboard (onboarding still open) and returns the user id. */
export async function createAccount(page: Page, email: string): Promise<string> {
  await page.goto('/new-auth');
  await fillAccountForm(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect(me.ok()).toBe(true);
  return ((await me.json()) as { id: string }).id;
}

/** A new account's first dashboard visit opens the onboarding modal: skipped (dashboard.spec tests it). */
export async function skipOnboarding(page: Page) {
  await onboardingDialog(page).getByRole('button', { name: 'Skip for now' }).click();
  await expect(onboardingDialog(page)).toBeHidden();
}

/** Runs SQL against the e2e database, for set-up a user cannot do (a subscription, a coupon, time travel). */
export async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
