import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { Messages } from '@medprep/shared';
import { createAccount, skipOnboarding, uniqueEmail } from './support/accounts';

/** Resolves once the page's live socket has been answered PONG (the server has signed it in). */
async function liveSocketSignedIn(page: Page, open: () => Promise<unknown>): Promise<WebSocket> {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/live'));
  await open();
  const ws = await socket;
  await ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"PONG"'));
  return ws;
}

test.describe('live channel', () => {
  test('signing out in one tab signs the other tab out within a second', async ({ context }) => {
    const first = await context.newPage();
    await createAccount(first, uniqueEmail('live'));
    await skipOnboarding(first);

    const second = await context.newPage();
    await liveSocketSignedIn(second, () => second.goto('/dashboard'));
    await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await first.getByRole('button', { name: /Amara Okafor/ }).click();
    await first.getByRole('button', { name: 'Log out' }).click();

    await expect(second).toHaveURL(/\/login\?returnTo=%2Fdashboard$/, { timeout: 1500 });
    await expect(second.getByText(Messages.session.signedOutElsewhere)).toBeVisible();
  });
});
