import { expect, test } from '@playwright/test';
import { fillAccountForm, skipOnboarding, sql, uniqueEmail } from './support/accounts';

const COUPON = 'E2E20';

/** The 20 % coupon the purchase uses; the e2e database starts from the seeded catalogue only. */
test.beforeAll(async () => {
  await sql(`INSERT INTO coupons (code, description, effect, value) VALUES ($1, '20 % off', 'percent', 20) ON CONFLICT (code) DO NOTHING`, [COUPON]);
});

test.describe('buying access', () => {
  test('a visitor buys 3 months of MSRA in pounds with a 20 % coupon and the test card, and the dashboard shows it', async ({ page }) => {
    await page.goto('/exam/msra');
    await expect(page.getByRole('heading', { level: 1, name: 'MSRA' })).toBeVisible();
    await expect(page.getByText('Format as published by the college.')).toBeVisible();

    await page.getByLabel('Currency').selectOption('gbp');
    await expect(page.getByText('£49.99')).toBeVisible();
    await page.getByRole('button', { name: 'Buy access: 3 Months' }).click();

    const dialog = page.getByRole('dialog', { name: 'Buy access to MSRA' });
    await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await fillAccountForm(dialog, uniqueEmail('buyer'));

    await expect(dialog.getByRole('heading', { name: 'Your order' })).toBeVisible();
    await expect(dialog.getByText('3 Months')).toBeVisible();
    const promised = await dialog.locator('.checkout-summary__row', { hasText: 'Access until' }).locator('dd').textContent();
    await dialog.getByLabel('Coupon code').fill(COUPON.toLowerCase());
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('£39.99')).toBeVisible();

    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog.getByText('Test card: 4242 4242 4242 4242, any future date, any CVC.')).toBeVisible();
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await dialog.getByLabel('Security code (CVC)').fill('123');
    await dialog.getByRole('button', { name: 'Pay £39.99' }).click();

    await expect(dialog.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    const granted = dialog.getByRole('status');
    await expect(granted).toHaveText(/^You have access to MSRA until \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    const endDate = /until (.+)\.$/.exec((await granted.textContent()) ?? '')![1];
    // The order promised the end date the server granted.
    expect(endDate).toBe(promised);
    await page.screenshot({ path: test.info().outputPath('checkout-success.png') });

    await dialog.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await skipOnboarding(page);
    const owned = page.getByRole('region', { name: 'Your exams' });
    await expect(owned.getByRole('listitem').filter({ hasText: 'MSRA' })).toContainText(`Access until ${endDate}`);

    // Back on the exam page the access is shown instead of the prices.
    await page.goto('/exam/msra');
    await expect(page.getByText(`You have access until ${endDate}.`)).toBeVisible();

    // Extending by a month: the order shows the current end plus a month, and the server grants that.
    await page.getByRole('button', { name: 'Extend' }).click();
    const extension = page.getByRole('dialog', { name: 'Extend access to MSRA' });
    await extension.getByRole('radio', { name: /^1 Month/ }).check();
    await extension.getByRole('button', { name: 'Continue' }).click();
    const extendedTo = await extension.locator('.checkout-summary__row', { hasText: 'Access until' }).locator('dd').textContent();
    const monthAfter = new Date(`${endDate} 12:00 UTC`);
    monthAfter.setUTCMonth(monthAfter.getUTCMonth() + 1);
    expect(extendedTo).toBe(monthAfter.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
    await extension.getByRole('button', { name: 'Continue to payment' }).click();
    // The expiry typed as four digits, as on a card.
    await extension.getByLabel('Card number').pressSequentially('4242424242424242');
    await expect(extension.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await extension.getByLabel('Expiry date (MM/YY)').pressSequentially('1229');
    await expect(extension.getByLabel('Expiry date (MM/YY)')).toHaveValue('12/29');
    await extension.getByLabel('Security code (CVC)').fill('123');
    await extension.getByRole('button', { name: /^Pay / }).click();
    await expect(extension.getByRole('status')).toHaveText(`You have access to MSRA until ${extendedTo}.`);
  });

  test('a new user claims a free trial from the exam page', async ({ page }) => {
    await page.goto('/exam/mrcp-1');
    await page.getByRole('button', { name: 'Start free trial' }).click();

    const dialog = page.getByRole('dialog', { name: 'Free trial of MRCP Part 1' });
    await fillAccountForm(dialog, uniqueEmail('trial'));

    await expect(dialog.getByRole('heading', { name: 'Your free trial has started' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('You have a free trial of MRCP Part 1.');
    await dialog.getByRole('link', { name: 'Start your free session' }).click();
    await expect(page).toHaveURL('/dashboard');
    await skipOnboarding(page);
    await expect(page.getByRole('region', { name: 'Your exams' })).toContainText('MRCP Part 1');
  });

  test('the checkout dialog closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/exam/mrcs-a');
    const buy = page.getByRole('button', { name: 'Buy access: 1 Month' });
    // The prerendered page's Buy buttons are disabled until the purchase panel's code is there.
    await expect(buy).toBeEnabled();
    await buy.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Buy access to MRCS Part A' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(buy).toBeFocused();
  });
});
