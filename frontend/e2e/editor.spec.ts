import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, skipOnboarding, sql, uniqueEmail } from './support/accounts';
import { signInAsEditor } from './support/editor';
import { openSessionOfItems, startSessionOfItems } from './support/typed-session';

/*
 * Issue 23's acceptance for the editor console: an editor corrects a live item (a new version,
 * sent for review, approved and published); a candidate who answered version 1 is served version 2
 * in a new session and is told of the correction on the dashboard.
 *
 * The seeded item: mrcp-1-003, a single best answer of MRCP Part 1, live at version 1.
 */
const KEY = 'mrcp-1-003';
const NOTE = 'Corrected the explanation: colonoscopy is offered to every patient with S. gallolyticus bacteraemia.';
const ADDED = 'Offer colonoscopy to every patient with S. gallolyticus bacteraemia, whatever their age.';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** Answers the tutor question on screen with the keyboard (option 1, Enter) and waits for the feedback. */
async function answerFirstOption(page: Page) {
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Feedback' })).toBeVisible();
}

test.describe('the editor console', () => {
  test('its code is not part of the home page’s first load', async ({ page }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) files.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pass your exams with Confidence...' })).toBeVisible();
    expect(files.filter((url) => /Admin|ItemsPage|ItemPage|ReportsPage|ImportPage|MediaPage|admin/.test(url))).toEqual([]);
  });

  test('a user who is not an editor gets the not-found page and no console in the account menu', async ({ page }) => {
    await createAccount(page, uniqueEmail('console-user'));
    await skipOnboarding(page);
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editor console' })).toHaveCount(0);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    const list = await page.request.get('/api/admin/questions');
    expect(list.status()).toBe(403);
  });

  test('an editor corrects a live item through review to publication; a reader of version 1 gets version 2 and the notice', async ({ browser }) => {
    test.setTimeout(120_000);

    // A candidate answers the item at version 1.
    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await openSessionOfItems(student, 'console-reader', 'mrcp-1', [KEY]);
    await answerFirstOption(student);
    await expect(student.getByRole('region', { name: 'Feedback' })).not.toContainText(ADDED);
    const studentId = ((await (await student.request.get('/api/auth/me')).json()) as { id: string }).id;

    // An editor finds the item through the console.
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signInAsEditor(editor, 'console-editor');
    await editor.getByRole('button', { name: /account menu/ }).click();
    await editor.getByRole('link', { name: 'Editor console' }).click();
    await expect(editor.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
    const filters = editor.getByRole('form', { name: 'Find items' });
    await filters.getByLabel('Exam').selectOption({ label: 'MRCP Part 1' });
    await filters.getByLabel('Status').selectOption({ label: 'Live' });
    await filters.getByRole('button', { name: 'Find items' }).click();
    await expect(editor).toHaveURL(/\/admin\?exam=mrcp-1&status=live$/);
    expect(await seriousViolations(editor)).toEqual([]);
    await editor.getByRole('link', { name: KEY, exact: true }).click();
    await expect(editor.getByRole('heading', { level: 1, name: KEY })).toBeVisible();

    // Edits the explanation: the preview follows as it is typed.
    const json = editor.getByRole('textbox', { name: 'Record (JSON)' });
    const record = JSON.parse(await json.inputValue()) as { explanation: string };
    await json.fill(JSON.stringify({ ...record, explanation: `${record.explanation} ${ADDED}` }, null, 2));
    await expect(editor.getByText('The record is valid.')).toBeVisible();
    await expect(editor.getByRole('article', { name: 'Preview of the item' })).toContainText(ADDED);
    await editor.getByLabel('Change note').fill(NOTE);
    await editor.getByLabel('This fixes an error').check();
    expect(await seriousViolations(editor)).toEqual([]);
    await editor.getByRole('button', { name: 'Save as a new version' }).click();
    await expect(editor.getByText('Saved as version 2 (draft). Send it for review below.')).toBeVisible();

    // Moves version 2 through the lifecycle; version 1 stays served until the publication.
    const moves = editor.getByRole('group', { name: 'Move version 2' });
    await expect(moves.getByRole('button')).toHaveText(['Send for review', 'Retire']);
    await moves.getByRole('button', { name: 'Send for review' }).click();
    await expect(moves.getByText('Version 2 is now in review.')).toBeFocused();
    await moves.getByLabel('Note for the move (optional)').fill('Checked against the BSG guidance');
    await moves.getByRole('button', { name: 'Approve' }).click();
    await expect(moves.getByText('Version 2 is now approved.')).toBeVisible();
    await moves.getByRole('button', { name: 'Publish' }).click();
    const confirm = editor.getByRole('dialog', { name: `Publish version 2 of ${KEY}?` });
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(editor.getByRole('heading', { name: /^Version 2\b/ })).toContainText('served to candidates');
    await expect(editor.getByRole('heading', { name: /^Version 1\b/ })).toContainText('Retired');

    // The diff shows what changed, in words as well as colour.
    const diff = editor.getByRole('region', { name: 'Differences from version 1 to version 2' });
    await expect(diff.getByRole('insertion').filter({ hasText: ADDED })).toContainText(/^Added: \+ +"explanation": /);
    // And the audit log has the changes.
    await expect(editor.getByRole('region', { name: 'Audit log' }).getByRole('listitem').first()).toBeVisible();

    // The candidate's dashboard tells them of the correction to what they answered.
    await student.goto('/dashboard');
    await expect(student.getByText(/Corrected on \d{1,2} \w+ \d{4}/)).toBeVisible();
    await expect(student.getByText(NOTE)).toBeVisible();

    // And their new session serves version 2.
    await startSessionOfItems(student, studentId, [KEY]);
    await answerFirstOption(student);
    await expect(student.getByRole('region', { name: 'Feedback' })).toContainText(ADDED);
    const { rows } = await sql(
      `SELECT a.question_version FROM attempts a JOIN questions q ON q.id = a.question_id WHERE a.user_id = $1 AND q.key = $2 ORDER BY a.created_at`,
      [studentId, KEY],
    );
    expect(rows.map((row: { question_version: number }) => row.question_version)).toEqual([1, 2]);

    await studentContext.close();
    await editorContext.close();
  });

  test('the console is usable at 360 px, in the light and the dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsEditor(page, 'console-narrow');
    const { rows } = await sql(`SELECT id FROM questions WHERE key = $1`, [KEY]);
    const paths = ['/admin', `/admin/items/${(rows[0] as { id: string }).id}`, '/admin/reports', '/admin/import', '/admin/media'];
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await page.getByRole('button', { name: 'Dark theme' }).first().click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        // Saved with the user's settings (debounced): the server's word wins on the next page.
        await expect.poll(async () => ((await (await page.request.get('/api/auth/me')).json()) as { settings: { theme: string } }).settings.theme).toBe('dark');
      }
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} fits 360 px (${theme})`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), `${path} (${theme})`).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`console-360-${theme}-${paths.indexOf(path)}.png`), fullPage: true });
      }
    }
  });
});
