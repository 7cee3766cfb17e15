import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemResponse } from '@medprep/shared';
import { axeViolations } from '../../testing/axe';
import { pinClockToFixtureSession, quizServer, quizTrpc, renderWithStore, storeWithSession, typedQuestions } from '../../testing/quiz-fixtures';
import { selectCurrentProgress } from '../../quizSlice';
import { QuizPlayer } from '../QuizPlayer';

const sent = (fetch: ReturnType<typeof quizServer>['fetch']) =>
  fetch.mock.calls.filter(([url]) => url === '/api/r/s/qa').map(([, init]) => JSON.parse(String(init!.body)) as { questionId: string; response: ItemResponse });

/** A timed session of the given questions in the player (timed: the answer is saved, not revealed). */
function playerOf(ids: string[]) {
  const { http, fetch } = quizServer('timed', {}, ids.length + 1);
  const store = storeWithSession(http, quizTrpc().client, 'timed', typedQuestions(ids));
  const view = renderWithStore(store, <QuizPlayer />);
  return { fetch, store, ...view };
}

/** Tabs until `element` has the focus (at most `max` presses), as a keyboard user would. */
async function tabTo(user: UserEvent, element: HTMLElement, max = 40) {
  for (let i = 0; i < max && document.activeElement !== element; i++) await user.tab();
  expect(element).toHaveFocus();
}

const saveButton = () => screen.getByRole('button', { name: 'Save answer' });

// Whole answers by keyboard with an axe pass each: several seconds on a busy 2-core machine.
describe('the answer inputs of each item type', { timeout: 20_000 }, () => {
  beforeEach(() => pinClockToFixtureSession());
  afterEach(() => vi.useRealTimers());

  describe('multiple true/false', () => {
    it('takes a True or False for every statement by keyboard, says how many are left, and submits only when all are marked', async () => {
      const user = userEvent.setup();
      const { fetch, container } = playerOf(['mtf1']);
      const row = (text: RegExp) => screen.getByRole('group', { name: text });

      expect(screen.getByText('3 statements left to mark.')).toBeVisible();
      expect(saveButton()).toBeDisabled();

      await tabTo(user, within(row(/lipid emulsion/)).getByRole('radio', { name: 'True' }));
      await user.keyboard(' ');
      expect(within(row(/lipid emulsion/)).getByRole('radio', { name: 'True' })).toBeChecked();
      // The arrows switch between True and False on the row; they do not leave the question.
      await user.keyboard('{ArrowRight}');
      expect(within(row(/lipid emulsion/)).getByRole('radio', { name: 'False' })).toBeChecked();
      expect(screen.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
      await user.keyboard('{ArrowLeft}');
      expect(within(row(/lipid emulsion/)).getByRole('radio', { name: 'True' })).toBeChecked();

      await user.tab();
      await user.keyboard(' ');
      expect(screen.getByText('1 statement left to mark.')).toBeVisible();
      await user.keyboard('{Enter}');
      expect(saveButton()).toBeDisabled();
      expect(sent(fetch)).toEqual([]);

      await tabTo(user, within(row(/raises blood pressure/)).getByRole('radio', { name: 'True' }));
      await user.keyboard('{ArrowRight}');
      expect(screen.getByText('Every statement is marked.')).toBeVisible();
      expect(saveButton()).toBeEnabled();
      expect(await axeViolations(container)).toEqual([]);

      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(sent(fetch)).toHaveLength(1));
      expect(sent(fetch)[0]).toMatchObject({ questionId: 'mtf1', response: { marks: [true, true, false] } });
      expect(await screen.findByText(/Saved: 1 true, 2 true, 3 false/)).toBeVisible();
    });

    it('re-sends a changed answer in a timed paper, and nothing when it is unchanged', async () => {
      const user = userEvent.setup();
      const { fetch } = playerOf(['mtf1']);
      for (const name of [/lipid emulsion/, /porphyria/, /raises blood pressure/]) {
        await user.click(within(screen.getByRole('group', { name })).getByRole('radio', { name: 'False' }));
      }
      await user.click(saveButton());
      expect(await screen.findByText(/Saved: 1 false, 2 false, 3 false/)).toBeVisible();

      await user.click(within(screen.getByRole('group', { name: /porphyria/ })).getByRole('radio', { name: 'True' }));
      expect(screen.getByText(/Not saved yet: your saved answer is 1 false, 2 false, 3 false\. Save the change to 1 false, 2 true, 3 false/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save change' }));
      await vi.waitFor(() => expect(sent(fetch)).toHaveLength(2));
      expect(sent(fetch)[1].response).toEqual({ marks: [false, true, false] });
    });
  });

  describe('extended matching', () => {
    it('shows the theme and options once, one labelled select per stem, and submits when every stem has an answer', async () => {
      const user = userEvent.setup();
      const { fetch, container } = playerOf(['emq1']);

      expect(screen.getByText('Causes of chest pain')).toBeVisible();
      expect(within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem')).toHaveLength(6);
      const first = screen.getByRole('combobox', { name: 'Answer to item 1' });
      expect(first).toHaveAccessibleDescription(/tall 24-year-old man/);
      expect(screen.getByText('2 items left to answer.')).toBeVisible();

      await tabTo(user, first);
      await user.selectOptions(first, 'E');
      expect(screen.getByText('1 item left to answer.')).toBeVisible();
      expect(saveButton()).toBeDisabled();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Answer to item 2' }), 'B');
      expect(screen.getByText('Every item has an answer.')).toBeVisible();
      expect(await axeViolations(container)).toEqual([]);

      await user.click(saveButton());
      await vi.waitFor(() => expect(sent(fetch)).toHaveLength(1));
      expect(sent(fetch)[0].response).toEqual({ answers: ['E', 'B'] });
    });
  });

  describe('ranking', () => {
    const rows = () =>
      within(screen.getByRole('list', { name: 'Your order, most appropriate first' }))
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.quiz-rank__text')!.textContent);

    it('reorders with the Move up and Move down buttons by keyboard, keeps the focus on the moved row, and sends the order shown', async () => {
      const user = userEvent.setup();
      const { fetch, container } = playerOf(['rank1']);
      const down = await screen.findByRole('button', { name: 'Move down: Speak to the colleague privately' });
      // Enter does not send the order as first listed, unseen.
      await user.keyboard('{Enter}');
      expect(sent(fetch)).toEqual([]);
      expect(rows()).toEqual([
        'Place 1: Speak to the colleague privately',
        'Place 2: Tell the consultant at once',
        'Place 3: Ignore it',
        'Place 4: Inform the ward sister',
        'Place 5: Document it in the notes',
      ]);

      await tabTo(user, down);
      await user.keyboard('{Enter}');
      expect(down).toHaveFocus();
      expect(screen.getByText('Speak to the colleague privately moved to place 2 of 5.')).toBeInTheDocument();
      await tabTo(user, screen.getByRole('button', { name: 'Move up: Ignore it' }));
      await user.keyboard('{Enter}');
      await user.keyboard('{Enter}');
      // At the top Move up does nothing (and keeps the focus).
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Move up: Ignore it' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('button', { name: 'Move up: Ignore it' })).toHaveFocus();
      expect(rows().map((text) => text!.replace(/^Place \d: /, ''))).toEqual([
        'Ignore it',
        'Tell the consultant at once',
        'Speak to the colleague privately',
        'Inform the ward sister',
        'Document it in the notes',
      ]);
      expect(await axeViolations(container)).toEqual([]);

      await user.click(screen.getByRole('heading', { name: 'Question 1 of 1' }));
      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(sent(fetch)).toHaveLength(1));
      expect(sent(fetch)[0].response).toEqual({ order: ['C', 'B', 'A', 'D', 'E'] });
    });

    it('picks a response up with the keyboard sensor on its handle, tells screen readers, and Escape puts it back', async () => {
      const user = userEvent.setup();
      playerOf(['rank1']);
      const handle = await screen.findByRole('button', { name: 'Drag: Ignore it' });
      expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
      await tabTo(user, handle);
      await vi.waitFor(() => expect(handle).toHaveAccessibleDescription(/To pick up a response, press Space or Enter/));

      await user.keyboard(' ');
      expect(handle).toHaveAttribute('aria-pressed', 'true');
      // The live region speaks of the response being moved (jsdom lays nothing out, so where it is over is not meaningful here).
      await vi.waitFor(() => expect(document.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent(/Ignore it/));
      await user.keyboard('{Escape}');
      await vi.waitFor(() => expect(document.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent('Moving cancelled: Ignore it stays in place 3 of 5.'));
      expect(handle).not.toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
      expect(rows()[2]).toBe('Place 3: Ignore it');
    });
  });

  describe('ranking laid out', () => {
    // jsdom lays nothing out: each row is given the box a browser would give it, so that dnd-kit's
    // keyboard sensor can find the row below or above.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const row = this.closest('.quiz-rank__row');
        const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
        const top = row ? 100 + index * 60 : 0;
        const height = row ? 50 : 0;
        return { x: 0, y: top, top, left: 0, bottom: top + height, right: row ? 400 : 0, width: row ? 400 : 0, height, toJSON: () => ({}) } as DOMRect;
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('moves a response down two places with the keyboard sensor (Space, ↓ ↓, Space) and sends that order', async () => {
      const user = userEvent.setup();
      const { fetch } = playerOf(['rank1']);
      const handle = await screen.findByRole('button', { name: 'Drag: Speak to the colleague privately' });
      await tabTo(user, handle);
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await vi.waitFor(() => expect(document.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent('Speak to the colleague privately dropped in place 3 of 5.'));
      await user.click(saveButton());
      await vi.waitFor(() => expect(sent(fetch)).toHaveLength(1));
      expect(sent(fetch)[0].response).toEqual({ order: ['B', 'C', 'A', 'D', 'E'] });
    });
  });

  describe('choose three', () => {
    it('ticks by keyboard, allows no more than three (the rest disabled), counts them aloud, and frees the rest when one is unticked', async () => {
      const user = userEvent.setup();
      const { fetch, container } = playerOf(['choose1']);
      const box = (name: RegExp) => screen.getByRole('checkbox', { name });

      expect(screen.getByText('0 of 3 chosen.')).toBeVisible();
      await tabTo(user, box(/Explain the limits/));
      await user.keyboard(' ');
      expect(screen.getByText('1 of 3 chosen.')).toBeVisible();
      await tabTo(user, box(/Discuss with the safeguarding lead/));
      await user.keyboard(' ');
      expect(screen.getByText('2 of 3 chosen.')).toBeVisible();
      expect(saveButton()).toBeDisabled();
      await tabTo(user, box(/Document the conversation/));
      await user.keyboard(' ');
      expect(screen.getByText('3 of 3 chosen. Untick one to change your choice.')).toBeVisible();
      expect(box(/Promise secrecy/)).toBeDisabled();
      expect(box(/Call the police/)).toBeDisabled();
      expect(box(/Explain the limits/)).toBeEnabled();
      expect(await axeViolations(container)).toEqual([]);

      await user.click(box(/Discuss with the safeguarding lead/));
      expect(box(/Promise secrecy/)).toBeEnabled();
      await user.click(box(/Discuss with the safeguarding lead/));

      await user.click(saveButton());
      await vi.waitFor(() => expect(sent(fetch)).toHaveLength(1));
      expect(sent(fetch)[0].response).toEqual({ choices: ['A', 'E', 'C'] });
    });
  });

  describe('numeric', () => {
    it('refuses anything but a number with a clear message, shows the unit, and submits the value with Enter', async () => {
      const user = userEvent.setup();
      const { fetch, store, container } = playerOf(['num1']);
      const field = screen.getByRole('textbox', { name: 'Your answer (mg)' });
      expect(field).toHaveAttribute('inputmode', 'decimal');
      expect(field).toHaveAccessibleDescription('Give a whole number.');

      await tabTo(user, field);
      await user.keyboard('35o');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/Enter a number only, such as 12.5/);
      expect(saveButton()).toBeDisabled();
      await user.keyboard('{Enter}');
      expect(sent(fetch)).toEqual([]);
      expect(await axeViolations(container)).toEqual([]);

      await user.keyboard('{Backspace}0');
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(/Enter a number only/)).toBeNull();
      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(sent(fetch)).toHaveLength(1));
      expect(sent(fetch)[0].response).toEqual({ value: 350 });
      await vi.waitFor(() => expect(selectCurrentProgress(store.getState())).toMatchObject({ phase: 'answered', saved: { value: 350 } }));
      expect(screen.getByText(/Saved: 350 mg/)).toBeVisible();
    });
  });

  describe('images', () => {
    it('shows each image with its alt text and caption, enlarges it in a dialog, and Escape closes it with the focus back on the button', async () => {
      const user = userEvent.setup();
      const { container } = playerOf(['img1']);
      expect(screen.getByRole('img', { name: /ECG strip with regular sawtooth flutter waves/ })).toBeVisible();
      expect(screen.getByText('Lead II rhythm strip', { selector: 'figcaption' })).toBeVisible();
      expect(await axeViolations(container)).toEqual([]);

      const enlarge = screen.getByRole('button', { name: 'Enlarge Lead II rhythm strip' });
      await tabTo(user, enlarge);
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Lead II rhythm strip' });
      expect(within(dialog).getByRole('img', { name: /ECG strip with regular sawtooth flutter waves/ })).toBeVisible();
      // The figure only: the shared Modal's <header> counts as a second banner beside the player's (axe's best-practice rule; reported).
      expect(await axeViolations(within(dialog).getByRole('figure'))).toEqual([]);
      // Keys inside the dialog are the dialog's: 'a' does not choose an option behind it.
      await user.keyboard('a');
      expect(screen.getAllByRole('radio', { hidden: true }).some((radio) => (radio as HTMLInputElement).checked)).toBe(false);

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(enlarge).toHaveFocus();
      // A four-option single best answer, chosen with its letter.
      await user.keyboard('b');
      expect(screen.getByRole('radio', { name: /Atrial flutter/ })).toBeChecked();
      await user.keyboard('e');
      expect(screen.getByRole('radio', { name: /Atrial flutter/ })).toBeChecked();
    });
  });
});
