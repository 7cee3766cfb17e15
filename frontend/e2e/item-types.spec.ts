import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { createAccount, skipOnboarding, sql, uniqueEmail } from './support/accounts';
import { openSessionOfItems } from './support/typed-session';

/*
 * Issue 22's acceptance: every item type answered with the keyboard alone (Tab, Space, Enter,
 * arrows, typing; no click anywhere in the answering), at a desktop and a phone width, with the
 * marks the table in EXAM-FORMATS.md gives and what a user sees after each answer.
 *
 * The seeded items used (backend/seed-data/questions):
 * - msra-pd-rank-001, listed A–E, ideal order C A E B D (per response 4 − distance, max 20);
 * - msra-pd-choose-001, right three B E G (4 a right choice, max 12);
 * - msra-cps-emq-001, four stems keyed D B I H (1 a stem);
 * - frca-1-mtf-001, statements T T T F F (1 a statement);
 * - mrcp-2-img-001, a single best answer (A) under an ECG strip drawn as SVG.
 */

const RANK = {
  key: 'msra-pd-rank-001',
  C: 'Take Dr Patel aside now',
  D: 'Say nothing, because he says he is fine',
  E: 'Write down, factually and with the time',
};

/** Presses Tab until `target` has the focus (as a keyboard user reaches a control). */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Waits until the page has stopped scrolling (the same scroll position over five frames): the page
 * scrolls smoothly to a newly focused control and as dnd-kit moves a response, and a response
 * picked up mid-scroll stays where it is on the screen while the list slides under it, as a user
 * who pauses would not see.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** The answer the client sends (REST), with its reply. */
async function answerSent(page: Page, send: () => Promise<void>): Promise<{ response: unknown; score: number | null; maxScore: number }> {
  const isAnswer = (request: Request) => request.method() === 'POST' && request.url().endsWith('/api/r/s/qa');
  const [request] = await Promise.all([page.waitForRequest(isAnswer), send()]);
  const reply = await request.response();
  expect(reply?.ok(), 'the answer is accepted').toBe(true);
  const body = (await reply!.json()) as { score: number | null; maxScore: number };
  return { response: (request.postDataJSON() as { response: unknown }).response, score: body.score, maxScore: body.maxScore };
}

const feedback = (page: Page) => page.getByRole('region', { name: 'Feedback' });
const rankRows = (page: Page) => page.locator('.quiz-rank__row .quiz-rank__text');

/**
 * The ranking listed A B C D E, moved to C A B E D by the keyboard: C's handle picked up with
 * Space, two places up with ArrowUp, dropped with Space (dnd-kit's keyboard sensor); then D's
 * Move down button pressed with Enter.
 */
async function rankByKeyboard(page: Page): Promise<void> {
  const handle = page.getByRole('button', { name: `Drag: ${RANK.C}` });
  await tabTo(page, handle);
  const live = page.locator('[id^="DndLiveRegion"]');
  await scrollSettled(page);
  await page.keyboard.press('Space');
  // Picked up (and at once over its own place, the third).
  await expect(live).toContainText('place 3 of 5');
  await scrollSettled(page);
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('is over place 2 of 5');
  await scrollSettled(page);
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('is over place 1 of 5');
  await scrollSettled(page);
  await expect(live).toContainText('is over place 1 of 5');
  await page.keyboard.press('Space');
  await expect(rankRows(page).first()).toContainText(RANK.C);

  await tabTo(page, page.getByRole('button', { name: new RegExp(`^Move down ?: ${RANK.D}`) }));
  await page.keyboard.press('Enter');
  // The order shown, response by response: C A B E D.
  await expect(rankRows(page)).toHaveText([/^Place 1: Take Dr Patel/, /^Place 2: Tell the consultant/, /^Place 3: Wait to see/, /^Place 4: Write down/, /^Place 5: Say nothing/]);
}

/** C A B E D against C A E B D: C 4, A 4, B 3 (4th ideally, 3rd here), E 3, D 4. */
const RANKED = { response: { order: ['C', 'A', 'B', 'E', 'D'] }, score: 18, maxScore: 20 };

/** Ticks B, E and H with Space (G, a right one, left out): 8 of 12. */
async function chooseByKeyboard(page: Page): Promise<void> {
  for (const key of ['B', 'E', 'H']) {
    const box = page.getByRole('checkbox', { name: new RegExp(`^Response ${key}:`) });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(page.getByText('3 of 3 chosen. Untick one to change your choice.')).toBeVisible();
  // The other five cannot be ticked now.
  await expect(page.getByRole('checkbox', { name: /^Response G:/ })).toBeDisabled();
}

const CHOSEN = { response: { choices: ['B', 'E', 'H'] }, score: 8, maxScore: 12 };

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`items of every type by keyboard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('MSRA in tutor mode: a ranking, a choose-3 and an EMQ set, each with its marks, the right response and the explanations', async ({ page }) => {
      test.setTimeout(90_000);
      await openSessionOfItems(page, `items-msra-${viewport.width}`, 'msra', [RANK.key, 'msra-pd-choose-001', 'msra-cps-emq-001']);

      // 1. Ranking.
      await rankByKeyboard(page);
      const ranked = await answerSent(page, async () => {
        await tabTo(page, page.getByRole('button', { name: 'Submit answer' }));
        await page.keyboard.press('Enter');
      });
      expect(ranked).toEqual(RANKED);
      await expect(feedback(page).getByRole('heading', { name: 'Partly correct' })).toBeFocused();
      await expect(feedback(page)).toContainText('You scored 18 of 20 marks.');
      await expect(feedback(page).locator('.quiz-orders')).toContainText('Your order' + 'C, A, B, E, D' + 'The ideal order' + 'C, A, E, B, D');
      const responseE = feedback(page).getByRole('listitem').filter({ hasText: RANK.E });
      await expect(responseE).toContainText('Ideal place 3rd, you placed it 4th: 3 of 4 marks');
      await expect(responseE).toContainText('Third: a contemporaneous factual record');
      await expect(feedback(page).getByRole('listitem').filter({ hasText: RANK.C })).toContainText('Ideal place 1st, you placed it there too: 4 of 4 marks');

      // Enter moves on from the feedback.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: /^Question 2 of 3/ })).toBeFocused();

      // 2. Choose three of eight.
      await chooseByKeyboard(page);
      // Enter, on a ticked box, sends a complete answer.
      const chosen = await answerSent(page, () => page.keyboard.press('Enter'));
      expect(chosen).toEqual(CHOSEN);
      await expect(feedback(page)).toContainText('You scored 8 of 12 marks.');
      await expect(feedback(page).locator('.quiz-orders, dl').first()).toContainText('Your choices' + 'B, E, H' + 'The right three' + 'B, E, G');
      const responseG = feedback(page).getByRole('listitem').filter({ hasText: 'Keep a factual record of the dates' });
      await expect(responseG).toContainText('One of the right three — you did not choose it');
      await expect(responseG).toContainText('Right: a factual record supports');
      await expect(feedback(page).getByRole('listitem').filter({ hasText: 'Discuss the incidents with other junior doctors' })).toContainText(
        'Your choice — not one of the right three, no marks',
      );
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: /^Question 3 of 3/ })).toBeFocused();

      // 3. An EMQ set: one select a stem, chosen by typing the option's letter (the fourth wrong).
      await expect(page.getByText('Treatment of hypertension')).toBeVisible();
      for (const [n, key] of ['D', 'B', 'I', 'G'].entries()) {
        const select = page.getByRole('combobox', { name: `Answer to item ${n + 1}` });
        await tabTo(page, select);
        await page.keyboard.type(key);
        await expect(select).toHaveValue(key);
      }
      await expect(page.getByText('Every item has an answer.')).toBeVisible();
      const matched = await answerSent(page, async () => {
        await tabTo(page, page.getByRole('button', { name: 'Submit answer' }));
        await page.keyboard.press('Enter');
      });
      expect(matched).toEqual({ response: { answers: ['D', 'B', 'I', 'G'] }, score: 3, maxScore: 4 });
      await expect(feedback(page)).toContainText('You scored 3 of 4 marks.');
      const stem4 = feedback(page).getByRole('listitem').filter({ hasText: 'maximum tolerated doses of perindopril' });
      await expect(stem4).toContainText('You: G (Loop diuretic (furosemide)) — the answer is H (Low-dose spironolactone), 0 of 1 mark');
      await expect(stem4).toContainText('low-dose spironolactone');
      await expect(feedback(page).getByRole('listitem').filter({ hasText: 'persistent dry cough' })).toContainText(
        'You: B (Angiotensin II receptor blocker (losartan)) — correct, 1 of 1 mark',
      );
    });

    test('Primary FRCA in tutor mode: a true/false item marked statement by statement', async ({ page }) => {
      await openSessionOfItems(page, `items-frca-${viewport.width}`, 'frca-1', ['frca-1-mtf-001']);
      const statement = (n: number) => page.getByRole('group', { name: new RegExp(`^${n}\\. `) });
      // Space marks a statement True; an arrow key moves to False and marks it (the third is wrong).
      for (const [n, keyPress] of [
        [1, 'Space'],
        [2, 'Space'],
        [3, 'ArrowRight'],
        [4, 'ArrowDown'],
        [5, 'ArrowRight'],
      ] as const) {
        await tabTo(page, statement(n).getByRole('radio', { name: 'True' }));
        await page.keyboard.press(keyPress);
        await expect(statement(n).getByRole('radio', { name: keyPress === 'Space' ? 'True' : 'False' })).toBeChecked();
      }
      // The arrows chose False, and did not move to another question.
      await expect(page.getByRole('heading', { name: /^Question 1 of 1/ })).toBeVisible();
      await expect(page.getByText('Every statement is marked.')).toBeVisible();

      const marked = await answerSent(page, () => page.keyboard.press('Enter'));
      expect(marked).toEqual({ response: { marks: [true, true, false, false, false] }, score: 4, maxScore: 5 });
      await expect(feedback(page).getByRole('heading', { name: 'Partly correct' })).toBeFocused();
      await expect(feedback(page)).toContainText('You scored 4 of 5 marks.');
      const third = feedback(page).getByRole('listitem').filter({ hasText: 'lipid emulsion containing soya bean oil' });
      await expect(third).toContainText('You: False — the answer is True, 0 of 1 mark');
      await expect(third).toContainText('the oil-in-water emulsion');
      await expect(feedback(page).getByRole('listitem').filter({ hasText: 'clinically useful analgesic properties' })).toContainText(
        'You: False — correct, 1 of 1 mark',
      );
    });

    test('MRCP Part 2 in tutor mode: an image item, its drawing loaded with its alt text and zoomable', async ({ page }) => {
      await openSessionOfItems(page, `items-image-${viewport.width}`, 'mrcp-2', ['mrcp-2-img-001']);
      const image = page.locator('.quiz-question img.quiz-media__image');
      await expect(image).toHaveAttribute('src', '/media/samples/ecg-rhythm-01.svg');
      await expect(image).toHaveAttribute('alt', /^A 10-second lead II rhythm strip at 25 mm\/s/);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByText('Lead II rhythm strip, 25 mm/s (schematic ECG drawn by MedPrep)')).toBeVisible();

      // Enlarged from the keyboard; Escape shuts it and the focus returns to its button.
      const enlarge = page.getByRole('button', { name: /^Enlarge Lead II rhythm strip/ });
      await tabTo(page, enlarge);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img', { name: /^A 10-second lead II rhythm strip/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(enlarge).toBeFocused();

      // A single best answer: its letter chooses, Enter sends.
      await page.keyboard.press('a');
      await expect(page.getByRole('radio', { name: /Permanent dual-chamber pacemaker/ })).toBeChecked();
      // (Enter on the Enlarge button, which has the focus, would open the image again.)
      const answered = await answerSent(page, async () => {
        await tabTo(page, page.getByRole('button', { name: 'Submit answer' }));
        await page.keyboard.press('Enter');
      });
      expect(answered).toEqual({ response: { choice: 'A' }, score: 1, maxScore: 1 });
      await expect(feedback(page).getByRole('heading', { name: 'Correct' })).toBeVisible();
      await expect(feedback(page)).toContainText('You scored 1 of 1 mark.');
      await expect(feedback(page).getByRole('listitem').filter({ hasText: 'Permanent dual-chamber pacemaker' })).toContainText('Correct answer — your answer');
    });
  });
}

test.describe('timed mode and mocks', () => {
  test('a timed MSRA session by keyboard: answers saved unseen, then the review shows the marks part by part', async ({ page }) => {
    test.setTimeout(90_000);
    const sessionId = await openSessionOfItems(page, 'items-timed', 'msra', [RANK.key, 'msra-pd-choose-001'], 'timed');
    await expect(page.getByRole('timer')).toBeVisible();

    await rankByKeyboard(page);
    const ranked = await answerSent(page, async () => {
      await tabTo(page, page.getByRole('button', { name: 'Save answer' }));
      await page.keyboard.press('Enter');
    });
    // Timed: the reply keeps the marks back until the end.
    expect(ranked).toEqual({ ...RANKED, score: null });
    // No marks or key on screen either.
    await expect(feedback(page)).toHaveCount(0);
    await expect(page.getByText('18 of 20')).toHaveCount(0);
    await expect(page.getByText('Timed practice · 1 of 2 answered')).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: /^Question 2 of 2/ })).toBeVisible();
    await chooseByKeyboard(page);
    expect(await answerSent(page, () => page.keyboard.press('Enter'))).toEqual({ ...CHOSEN, score: null });

    // The paper is done: Enter goes to the results.
    await expect(page.getByRole('button', { name: 'See your results' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/s/${sessionId}/review$`));
    await expect(page.getByLabel('Score 26 of 32 marks, 81 percent')).toBeVisible();
    await expect(page.getByText('2 of 2 answered · 0 with full marks')).toBeVisible();
    const ranking = page.getByRole('listitem').filter({ hasText: RANK.E }).last();
    await expect(ranking).toContainText('Ideal place 3rd, you placed it 4th: 3 of 4 marks');
    await expect(page.getByText('Partly correct · 18 of 20 marks')).toBeVisible();
    await expect(page.getByText('Partly correct · 8 of 12 marks')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Speak to the nurse privately' }).last()).toContainText('Your choice — right, 4 of 4 marks');
  });

  test('an MSRA mock started from the dashboard has two papers, with a break screen between them', async ({ page }) => {
    test.setTimeout(90_000);
    const userId = await createAccount(page, uniqueEmail('items-mock'));
    await skipOnboarding(page);
    await sql(
      `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source)
       SELECT $1, id, now(), now() + interval '30 days', 'admin' FROM exams WHERE slug = 'msra'`,
      [userId],
    );
    await page.goto('/dashboard/practise');
    const practise = page.getByRole('region', { name: 'Practise questions' });
    const form = practise.getByRole('form', { name: 'Start a session: MSRA' });
    await expect(form).toBeVisible();
    await form.getByRole('radio', { name: 'Mock exam' }).check();
    await expect(form).toContainText('A break screen comes between the papers.');
    await form.getByRole('button', { name: 'Start session' }).click();
    await expect(page).toHaveURL(/\/s\/[0-9a-f-]{36}$/);
    const sessionId = new URL(page.url()).pathname.split('/')[2];

    const { rows } = await sql(`SELECT papers FROM quiz_sessions WHERE id = $1`, [sessionId]);
    const papers = (rows[0] as { papers: { title: string; questionIds: string[]; timeLimitMs: number }[] }).papers;
    expect(papers.map((paper) => paper.title)).toEqual(['Professional Dilemmas', 'Clinical Problem Solving']);
    const total = papers[0].questionIds.length + papers[1].questionIds.length;
    const first = papers[0].questionIds.length;
    await expect(page.getByRole('heading', { name: new RegExp(`^Question 1 of ${total}`) })).toBeVisible();

    // Paper 1 holds the professional dilemmas only: ranking and choose items.
    const { rows: types } = await sql(`SELECT DISTINCT type FROM questions WHERE id = ANY($1::uuid[]) ORDER BY type`, [papers[0].questionIds]);
    expect(types.map((row) => (row as { type: string }).type)).toEqual(['choose', 'ranking']);

    // → skips through paper 1 to its last question, then on to the break.
    for (let n = 1; n < first; n++) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n + 1} of ${total}`) })).toBeVisible();
    }
    await page.keyboard.press('ArrowRight');
    const pause = page.getByRole('heading', { name: 'Paper 1 of 2 complete' });
    await expect(pause).toBeFocused();
    await expect(page.getByText(/^Next — Paper 2: Clinical Problem Solving: \d+ questions?, /)).toBeVisible();
    await expect(page.locator('.quiz-question')).toHaveCount(0);

    const start = page.getByRole('button', { name: 'Start paper 2' });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: new RegExp(`^Question ${first + 1} of ${total}`) })).toBeFocused();
  });
});
