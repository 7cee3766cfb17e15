import { expect, test, type Page } from '@playwright/test';
import { goToTypicalQuestion, MRCGP_AKT, openTimedSession } from './support/player';

const COUNT = 10;
const submit = (page: Page) => page.getByRole('button', { name: /^(Submit|Save) answer$/ });
const lastOption = (page: Page) => page.locator('.quiz-option').last();

test.describe('the exam-room player', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} a typical question’s options and Submit fit the first screen, and the clock stays in view`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openTimedSession(page, `player-${viewport.width}`, 17, MRCGP_AKT);
      await goToTypicalQuestion(page, 17);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.locator('.quiz-option')).toHaveCount(5);
      await expect(lastOption(page)).toBeInViewport({ ratio: 1 });
      await expect(submit(page)).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('timer')).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath(`player-${viewport.width}.png`) });

      // Scrolled to the end, the question has moved up under the bar; the bar sticks below the site header.
      const timer = page.getByRole('timer');
      const heading = page.getByRole('heading', { name: /^Question \d+ of/ });
      const headingTop = (await heading.boundingBox())!.y;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(40);
      expect((await heading.boundingBox())!.y).toBeLessThan(headingTop - 40);
      const header = (await page.locator('header.app-header').boundingBox())!;
      const headerBottom = header.y + header.height;
      // Stuck right under the header, and not hidden by it.
      expect((await page.locator('.quiz-bar').boundingBox())!.y).toBeLessThanOrEqual(headerBottom + 2);
      expect((await timer.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
      await expect(timer).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Reference sheets' })).toBeInViewport({ ratio: 1 });
    });
  }

  test('on a wide screen the palette sits beside the question', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openTimedSession(page, 'player-side', COUNT);
    const question = await page.getByRole('region', { name: /^Question 1 of/ }).boundingBox();
    const palette = await page.getByRole('navigation', { name: 'Questions' }).boundingBox();
    expect(question && palette).toBeTruthy();
    expect(palette!.x).toBeGreaterThanOrEqual(question!.x + question!.width);
    expect(palette!.y).toBeLessThan(question!.y + question!.height);
    await expect(page.getByRole('navigation', { name: 'Questions' })).toBeInViewport();
  });

  test('on a phone the palette is a drawer: it opens over the page and closes on choosing a question', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openTimedSession(page, 'player-drawer', COUNT);
    const palette = page.getByRole('navigation', { name: 'Questions' });
    await expect(palette).toBeHidden();
    const toggle = page.getByRole('button', { name: 'All questions' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(palette).toBeInViewport();
    await palette.getByRole('button', { name: 'Question 4, not answered' }).click();
    await expect(page.getByRole('heading', { name: /^Question 4 of/ })).toBeVisible();
    await expect(palette).toBeHidden();

    await toggle.click();
    await expect(palette).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('on a phone the reference sheets open over the question as a dialog, and Escape closes them', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openTimedSession(page, 'player-sheets', 3);
    const opener = page.getByRole('button', { name: 'Reference sheets' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Reference sheets' });
    await expect(dialog).toBeInViewport();
    await expect(dialog.getByRole('table').first()).toBeInViewport();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus is trapped inside: Tab never leaves the dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath('sheets-360.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the highlighter marks selected words, keeps them across questions and a reload, and removes them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openTimedSession(page, 'player-highlight', 3);
    const stem = page.locator('.quiz-stem');
    const firstWords = ((await stem.textContent()) ?? '').split(' ').slice(0, 2).join(' ');
    // Selects the stem's first two words, as a drag with the mouse would.
    await stem.evaluate((element, length) => {
      const text = element.querySelector('[data-highlight-field]')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    }, firstWords.length);
    await page.keyboard.press('h');
    await expect(stem.locator('mark')).toHaveText(firstWords);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: /^Question 2 of 3/ })).toBeVisible();
    await expect(page.locator('.quiz-stem mark')).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(stem.locator('mark')).toHaveText(firstWords);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Question 1 of 3/ })).toBeVisible();
    await expect(stem.locator('mark')).toHaveText(firstWords);

    await stem.locator('mark').click();
    await expect(stem.locator('mark')).toHaveCount(0);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);

    // Options too, with the toolbar button; 'Clear highlights' removes them all.
    const option = page.locator('.quiz-option [data-highlight-field="B"]');
    await option.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await page.getByRole('button', { name: 'Highlight' }).click();
    await expect(option.locator('mark')).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear highlights' }).click();
    await expect(page.locator('.quiz mark')).toHaveCount(0);
  });

  test('the calculator adds without float noise, takes typed keys and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openTimedSession(page, 'player-calc', 3);
    const opener = page.getByRole('button', { name: 'Calculator' });
    await opener.click();
    const calculator = page.getByRole('dialog', { name: 'Calculator' });
    await expect(calculator).toBeInViewport({ ratio: 1 });
    await calculator.getByRole('button', { name: '0', exact: true }).click();
    await calculator.getByRole('button', { name: 'Decimal point' }).click();
    await calculator.getByRole('button', { name: '1', exact: true }).click();
    await calculator.getByRole('button', { name: 'Plus' }).click();
    await page.keyboard.type('0.2');
    await page.keyboard.press('Enter');
    await expect(calculator.getByRole('status')).toHaveText('0.3');
    // Typing digits here does not choose an option.
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(calculator).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the results on a phone break lines between words, never inside one', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openTimedSession(page, 'player-results', 3);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'End session' }).click();
    await page.getByRole('button', { name: 'End and see results' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Score by topic' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    const broken = await page.locator('main').evaluate((main) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[A-Za-z]{4,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(match[0]);
        }
      }
      return found;
    });
    expect(broken).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('results-360.png'), fullPage: true });
  });
});
