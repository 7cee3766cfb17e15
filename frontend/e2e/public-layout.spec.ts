import { expect, test, type Page } from '@playwright/test';

/** How far the page scrolls sideways (0 when it fits the viewport). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('the public layout', () => {
  for (const width of [1280, 1024]) {
    test(`the exams menu fits the viewport at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/faqs');
      await page.getByRole('button', { name: 'Exams by specialty' }).click();
      const panel = page.locator('.mega-menu');
      await expect(panel.getByRole('link', { name: 'MSRA' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`exams-menu-${width}.png`) });
    });
  }
});
