import { expect, test, type Page } from '@playwright/test';
import { resetTokenFrom, waitForMail } from './support/outbox';
import { createAccount, PASSWORD, skipOnboarding, uniqueEmail } from './support/accounts';

const NEW_PASSWORD = 'Stethoscope-Marmalade-Harbour-17';

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Amara Okafor/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
}

test.describe('accounts', () => {
  test('create an account, log out, log in, reset the password and log in with the new one', async ({ page }) => {
    const email = uniqueEmail('reset');

    await createAccount(page, email);
    await skipOnboarding(page);
    await expect(page.getByRole('button', { name: /Amara Okafor/ })).toContainText('AO');

    await logOut(page);
    await expect(page).toHaveURL('/');

    // The dashboard needs a login; the visitor comes back to it afterwards.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    await logIn(page, email, 'Not-The-Password-99');
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.');
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL('/dashboard');

    await logOut(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    // The login form has an 'E-mail address' field too: fill the reset form's once its page is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for that e-mail address, we have sent a link to reset its password.',
    );

    const token = resetTokenFrom(await waitForMail(email));
    await page.goto(`/login/reset?token=${token}`);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password has been changed. Log in with your new password.');

    // The link works once.
    await page.reload();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has already been used. Request a new one.');

    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.');
    await logIn(page, email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the dashboard theme survives a reload while public pages stay light', async ({ page }) => {
    await createAccount(page, uniqueEmail('theme'));
    await skipOnboarding(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((r) => r.url().includes('/api/trpc/users.updateUserSettings') && r.ok());
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await saved;

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'MedPrep home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pass your exams with Confidence...' })).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.goto('/exams');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
  });
});
