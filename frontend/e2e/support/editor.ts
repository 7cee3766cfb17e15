import { expect, type Page } from '@playwright/test';
import { createAccount, PASSWORD, skipOnboarding, sql, uniqueEmail } from './accounts';

/**
 * A new account given the editor role in the database (no page grants a role), then logged in
 * afresh, so that its session reads the new role. Lands on the dashboard.
 */
export async function signInAsEditor(page: Page, label: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(label);
  const id = await createAccount(page, email);
  await skipOnboarding(page);
  await sql(`UPDATE users SET role = 'editor' WHERE id = $1`, [id]);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const me = (await (await page.request.get('/api/auth/me')).json()) as { role: { value: string } };
  expect(me.role.value, 'the new session has the editor role').toBe('editor');
  return { id, email };
}
