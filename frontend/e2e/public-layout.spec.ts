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

test.describe('public cosmetics', () => {
  test("the price cards' Buy buttons line up along the bottom", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/exam/msra');
    const buttons = page.locator('.price-card').getByRole('button', { name: /^Buy access/ });
    await expect(buttons).toHaveCount(4);
    const bottoms = await buttons.evaluateAll((all) => all.map((button) => Math.round(button.getBoundingClientRect().bottom)));
    expect(new Set(bottoms).size).toBe(1);
  });

  test('every partner name fits inside its logo', async ({ page }) => {
    await page.goto('/');
    const logos = page.getByTestId('partner-logos').getByRole('img');
    await expect(logos).toHaveCount(16);
    const sources = await logos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')!));
    for (const source of sources) {
      // Each logo opened as a document, its text measured in DejaVu Serif: wider than Georgia (the
      // logos' font, not installed here), so a name that fits here fits where Georgia is.
      await page.goto(source);
      const overflowing = await page.evaluate(() => {
        const svg = document.querySelector('svg')!;
        const width = svg.viewBox.baseVal.width;
        const texts = [...svg.querySelectorAll('text')];
        texts.forEach((text) => text.setAttribute('font-family', 'DejaVu Serif'));
        return texts.filter((text) => text.getBBox().x + text.getBBox().width > width - 4).map((text) => text.textContent);
      });
      expect(overflowing, source).toEqual([]);
    }
  });

  test('radios and checkboxes take the theme colour, light and dark', async ({ page }) => {
    await page.goto('/faqs');
    const accent = (theme: 'light' | 'dark') =>
      page.evaluate((theme) => {
        document.documentElement.dataset.theme = theme;
        const radio = Object.assign(document.createElement('input'), { type: 'radio' });
        const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
        document.body.append(radio, checkbox);
        const primary = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim();
        const probe = document.createElement('span');
        probe.style.color = primary;
        document.body.append(probe);
        const result = { radio: getComputedStyle(radio).accentColor, checkbox: getComputedStyle(checkbox).accentColor, primary: getComputedStyle(probe).color };
        radio.remove();
        checkbox.remove();
        probe.remove();
        return result;
      }, theme);
    for (const theme of ['light', 'dark'] as const) {
      const { radio, checkbox, primary } = await accent(theme);
      expect(radio, theme).toBe(primary);
      expect(checkbox, theme).toBe(primary);
    }
  });

  test('an element focused by script (a section, a heading) draws no focus ring; a control still does', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const ourExams = page.getByRole('button', { name: 'Our Exams' });
    const exams = page.locator('#exams');
    await ourExams.click();
    await expect(exams).toBeFocused();
    await expect(exams).toHaveCSS('box-shadow', 'none');

    // Activated from the keyboard, the script's focus counts as 'visible' in Chromium, as it does
    // in other browsers after a mouse click: still no ring on the section.
    await page.evaluate(() => window.scrollTo(0, 0));
    await ourExams.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(ourExams).toBeFocused();
    await expect(ourExams).not.toHaveCSS('box-shadow', 'none');
    await page.keyboard.press('Enter');
    await expect(exams).toBeFocused();
    await expect(exams).toHaveCSS('box-shadow', 'none');
  });
});
