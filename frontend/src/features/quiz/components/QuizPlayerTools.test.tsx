import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-http';
import { quizServer, quizTrpc, storeWithSession, renderWithStore, pinClockToFixtureSession } from '../testing/quiz-fixtures';
import { QuizPlayer } from './QuizPlayer';

const SHEETS = {
  'GET /api/sheets': () => json(200, [{ id: 'haem', title: 'Haematology', description: 'Adult normal values' }]),
  'GET /api/sheets/haem': () =>
    json(200, { id: 'haem', title: 'Haematology', description: 'Adult normal values', sections: [{ title: 'Full blood count', rows: [{ name: 'Haemoglobin', value: '130–180', unit: 'g/L' }] }] }),
};

/** A screen as narrow as a phone's, as the player's media query sees it. */
function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

/** Selects `length` characters of the element's first text node from `start`, as a drag would. */
function selectText(element: Element, start: number, length: number) {
  const text = element.firstChild!;
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, start + length);
  window.getSelection()!.removeAllRanges();
  window.getSelection()!.addRange(range);
}

const stemText = () => document.querySelector('.quiz-stem [data-highlight-field="stem"]')!;

describe('QuizPlayer tools', () => {
  beforeEach(() => {
    pinClockToFixtureSession();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('on a narrow screen opens the reference sheets over the question as a dialog; Escape closes it and gives the focus back', async () => {
    narrowScreen();
    const user = userEvent.setup();
    const { http } = quizServer('timed', SHEETS);
    renderWithStore(storeWithSession(http, quizTrpc().client, 'timed'), <QuizPlayer />);

    const opener = screen.getByRole('button', { name: 'Reference sheets' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reference sheets' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await within(dialog).findByRole('cell', { name: '130–180 g/L' })).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Reference sheets' })).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('on a wide screen keeps the reference sheets beside the question, not over it', async () => {
    const user = userEvent.setup();
    const { http } = quizServer('timed', SHEETS);
    renderWithStore(storeWithSession(http, quizTrpc().client, 'timed'), <QuizPlayer />);
    await user.click(screen.getByRole('button', { name: 'Reference sheets' }));
    expect(screen.getByRole('complementary', { name: 'Reference sheets' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('highlights the selected words with H or the button, keeps them per question and after a reload, and removes them', async () => {
    const user = userEvent.setup();
    const { http } = quizServer('timed');
    const { unmount } = renderWithStore(storeWithSession(http, quizTrpc().client, 'timed'), <QuizPlayer />);

    selectText(stemText(), 2, 11);
    await user.keyboard('h');
    expect(screen.getByText('64-year-old', { selector: 'mark' })).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Highlighted.');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
    expect(document.querySelector('mark')).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('64-year-old', { selector: 'mark' })).toBeVisible();

    // A reload: a new store and a new player read the tab's storage.
    unmount();
    renderWithStore(storeWithSession(http, quizTrpc().client, 'timed'), <QuizPlayer />);
    const mark = screen.getByText('64-year-old', { selector: 'mark' });
    expect(stemText()).toHaveTextContent('A 64-year-old man has crushing central chest pain. What is the first drug to give?');

    await user.click(mark);
    expect(document.querySelector('mark')).toBeNull();

    // An option, with the toolbar button: the click on the highlight must not choose the option.
    selectText(document.querySelector('[data-highlight-field="B"]')!, 0, 10);
    await user.click(screen.getByRole('button', { name: 'Highlight' }));
    const optionMark = screen.getByText('Bisoprolol', { selector: 'mark' });
    await user.click(optionMark);
    expect(screen.getByRole('radio', { name: /Bisoprolol/ })).not.toBeChecked();
    expect(document.querySelector('mark')).toBeNull();

    selectText(stemText(), 0, 1);
    await user.keyboard('h');
    await user.click(screen.getByRole('button', { name: 'Clear highlights' }));
    expect(document.querySelector('mark')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear highlights' })).toBeNull();
  });

  it('says what to do when Highlight is pressed with nothing selected', async () => {
    const user = userEvent.setup();
    const { http } = quizServer('timed');
    renderWithStore(storeWithSession(http, quizTrpc().client, 'timed'), <QuizPlayer />);
    window.getSelection()!.removeAllRanges();
    await user.click(screen.getByRole('button', { name: 'Highlight' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Select words in the question or its options first, then choose Highlight.');
    expect(document.querySelector('mark')).toBeNull();
  });

  it('opens a calculator that takes typed keys without choosing options, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { http } = quizServer('timed');
    renderWithStore(storeWithSession(http, quizTrpc().client, 'timed'), <QuizPlayer />);

    const opener = screen.getByRole('button', { name: 'Calculator' });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const calculator = screen.getByRole('dialog', { name: 'Calculator' });
    expect(calculator).toHaveFocus();
    await user.keyboard('0.1+0.2{Enter}');
    expect(within(calculator).getByRole('status')).toHaveTextContent('0.3');
    await user.click(within(calculator).getByRole('button', { name: 'Multiply' }));
    await user.click(within(calculator).getByRole('button', { name: '3' }));
    await user.click(within(calculator).getByRole('button', { name: 'Equals' }));
    expect(within(calculator).getByRole('status')).toHaveTextContent('0.9');
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Calculator' })).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('opens the question palette as a drawer from the question row, and closes it on choosing a question', async () => {
    const user = userEvent.setup();
    const { http } = quizServer('timed');
    renderWithStore(storeWithSession(http, quizTrpc().client, 'timed'), <QuizPlayer />);

    const toggle = screen.getByRole('button', { name: 'All questions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Question 3, not answered, flagged' }));
    expect(screen.getByRole('heading', { name: /^Question 3 of 3/ })).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps End session in a More menu that Escape or a tap elsewhere closes', async () => {
    const user = userEvent.setup();
    const { http } = quizServer('timed');
    renderWithStore(storeWithSession(http, quizTrpc().client, 'timed'), <QuizPlayer />);

    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.click(stemText());
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    await user.click(screen.getByRole('button', { name: 'End session' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'End this session?' })).toBeVisible();
  });
});
