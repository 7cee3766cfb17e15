import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-http';
import { aSavedAnswer, aSessionWire, quizServer, quizTrpc, STARTED_AT, storeWithSession, renderWithStore, pinClockToFixtureSession, typedQuestions } from '../testing/quiz-fixtures';
import { loadSession } from '../quiz-flow';
import { selectPlayerPhase } from '../quizSlice';
import { QuizPlayer } from './QuizPlayer';

const qaCalls = (fetch: ReturnType<typeof quizServer>['fetch']) => fetch.mock.calls.filter(([url]) => url === '/api/r/s/qa');

describe('QuizPlayer', () => {
  beforeEach(() => pinClockToFixtureSession());
  afterEach(() => vi.useRealTimers());

  describe('keyboard', () => {
    it('chooses with a number or a letter, submits with Enter, shows the feedback and moves on with Enter', async () => {
      const user = userEvent.setup();
      const { http, fetch } = quizServer('tutor');
      renderWithStore(storeWithSession(http, quizTrpc().client), <QuizPlayer />);

      expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toHaveFocus();
      await user.keyboard('2');
      expect(screen.getByRole('radio', { name: /Bisoprolol/ })).toBeChecked();
      await user.keyboard('a');
      expect(screen.getByRole('radio', { name: /Aspirin/ })).toBeChecked();

      await user.keyboard('{Enter}');
      expect(await screen.findByRole('heading', { name: /Correct/ })).toHaveFocus();
      expect(JSON.parse(String(qaCalls(fetch)[0][1]!.body))).toMatchObject({ questionId: 'q1', response: { choice: 'A' } });
      // The feedback shows the options marked in place of the input.
      expect(screen.queryByRole('radio')).toBeNull();
      expect(screen.getByText('Aspirin 300 mg reduces mortality in acute coronary syndrome.')).toBeVisible();
      expect(screen.getByText('Antiplatelet: first.')).toBeVisible();
      expect(screen.getByText(/Correct answer — your answer/)).toBeVisible();
      expect(screen.getByText('Reviewed 3 Nov 2026 · NICE NG185 (2020)')).toBeVisible();

      await user.keyboard('{Enter}');
      expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toHaveFocus();
    });

    it("sends 'I guessed' with the answer, ticked from the keyboard, and hides it once a tutor answer is in", async () => {
      const user = userEvent.setup();
      const { http, fetch } = quizServer('tutor');
      renderWithStore(storeWithSession(http, quizTrpc().client), <QuizPlayer />);

      await user.keyboard('a');
      const guess = screen.getByRole('checkbox', { name: 'I guessed' });
      expect(guess).not.toBeChecked();
      act(() => guess.focus());
      await user.keyboard(' ');
      expect(guess).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Submit answer' }));
      await screen.findByRole('heading', { name: /Correct/ });
      expect(JSON.parse(String(qaCalls(fetch)[0][1]!.body))).toMatchObject({ questionId: 'q1', response: { choice: 'A' }, guessed: true });
      expect(screen.queryByRole('checkbox', { name: 'I guessed' })).toBeNull();
    });

    it('tells the user plainly when the answer is wrong, and which one is right', async () => {
      const user = userEvent.setup();
      const { http } = quizServer('tutor');
      renderWithStore(storeWithSession(http, quizTrpc().client), <QuizPlayer />);
      await user.keyboard('c{Enter}');
      expect(await screen.findByRole('heading', { name: /Incorrect — the answer is A/ })).toBeVisible();
      expect(screen.getByText(/Your answer — incorrect/)).toBeVisible();
    });

    it('flags with F and strikes out the chosen option with S', async () => {
      const user = userEvent.setup();
      const trpc = quizTrpc();
      const { http } = quizServer('tutor');
      renderWithStore(storeWithSession(http, trpc.client), <QuizPlayer />);

      await user.keyboard('f');
      expect(trpc.flag).toHaveBeenCalledWith({ questionId: 'q1' });
      expect(await screen.findByRole('button', { name: /Flagged/ })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'Question 1, not answered, flagged' })).toBeVisible();

      await user.keyboard('d');
      await user.keyboard('s');
      expect(screen.getByRole('radio', { name: /Digoxin \(struck out\)/ })).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Restore option D' })).toHaveAttribute('aria-pressed', 'true');
      await user.keyboard('d');
      expect(screen.getByRole('radio', { name: /Digoxin/ })).not.toBeChecked();

      await user.click(screen.getByRole('button', { name: 'Restore option D' }));
      await user.keyboard('4');
      expect(screen.getByRole('radio', { name: /Digoxin/ })).toBeChecked();
    });

    it('moves with the arrow keys, but leaves keys typed into the report box alone', async () => {
      const user = userEvent.setup();
      const trpc = quizTrpc();
      const { http } = quizServer('tutor');
      renderWithStore(storeWithSession(http, trpc.client), <QuizPlayer />);

      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();

      await user.click(screen.getByRole('button', { name: /Report a problem/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Report a problem with question 1' });
      await user.type(within(dialog).getByLabelText('What looks wrong?'), 'Bad');
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(within(dialog).getByText('Tell us briefly what looks wrong (at least 5 characters).')).toBeVisible();
      await user.type(within(dialog).getByLabelText('What looks wrong?'), ' answer key, a fine dose');
      expect(screen.getByRole('radio', { name: /Aspirin/ })).not.toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(await within(dialog).findByText(/your report has been sent/)).toBeVisible();
      expect(trpc.report).toHaveBeenCalledWith({ questionId: 'q1', message: 'Bad answer key, a fine dose' });
    });

    it('saves the answer without revealing it in a timed session and goes to the next question', async () => {
      const user = userEvent.setup();
      const { http } = quizServer('timed');
      renderWithStore(storeWithSession(http, quizTrpc().client, 'timed'), <QuizPlayer />);
      await user.keyboard('1{Enter}');
      expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toHaveFocus();
      expect(screen.queryByRole('heading', { name: /Correct|Incorrect/ })).toBeNull();
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Answer saved. 1 of 3 answered.');
    });
  });

  describe('a session read again after a reload', () => {
    it("shows 'I guessed' ticked on an answer saved as a guess, and saves it unticked as a change", async () => {
      const user = userEvent.setup();
      const answers = [aSavedAnswer('timed', 'q1', { choice: 'C' }, true), aSavedAnswer('timed', 'q2', { choice: 'B' })];
      const { http, fetch } = quizServer('timed', { 'GET /api/r/s/sess-1': () => json(200, aSessionWire('timed', { answers })) });
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      await store.dispatch(loadSession('sess-1'));
      renderWithStore(store, <QuizPlayer />);

      await user.click(screen.getByRole('button', { name: 'Question 1, answered' }));
      const guess = screen.getByRole('checkbox', { name: 'I guessed' });
      expect(guess).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Question 2, answered' }));
      expect(screen.getByRole('checkbox', { name: 'I guessed' })).not.toBeChecked();

      await user.click(screen.getByRole('button', { name: 'Question 1, answered' }));
      await user.click(screen.getByRole('checkbox', { name: 'I guessed' }));
      await user.click(screen.getByRole('button', { name: 'Save change' }));
      await vi.waitFor(() => expect(qaCalls(fetch)).toHaveLength(1));
      expect(JSON.parse(String(qaCalls(fetch)[0][1]!.body))).toMatchObject({ questionId: 'q1', response: { choice: 'C' }, guessed: false });
    });
  });

  describe('items of other types', () => {
    it('in tutor mode replaces a typed input with the feedback once submitted, the focus on its verdict', async () => {
      const user = userEvent.setup();
      const { http, fetch } = quizServer('tutor', {}, 2);
      renderWithStore(storeWithSession(http, quizTrpc().client, 'tutor', typedQuestions(['choose1', 'num1'])), <QuizPlayer />);

      for (const name of [/Explain the limits/, /Promise secrecy/, /Document the conversation/]) await user.click(screen.getByRole('checkbox', { name }));
      await user.keyboard('{Enter}');
      const verdict = await screen.findByRole('heading', { name: /Partly correct/ });
      expect(verdict).toHaveFocus();
      expect(within(screen.getByRole('region', { name: 'Feedback' })).getByText(/8 of 12 marks/)).toBeVisible();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(JSON.parse(String(qaCalls(fetch)[0][1]!.body))).toMatchObject({ questionId: 'choose1', response: { choices: ['A', 'B', 'E'] } });

      await user.keyboard('{Enter}');
      expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toHaveFocus();
    });

    it('shows a resumed tutor answer’s feedback again after a reload: the marks and the explanation', async () => {
      const user = userEvent.setup();
      const { http } = quizServer('tutor', {}, 2);
      renderWithStore(
        storeWithSession(http, quizTrpc().client, 'tutor', { ...typedQuestions(['choose1', 'rank1']), answers: [aSavedAnswer('tutor', 'choose1', { choices: ['A', 'B', 'E'] })] }),
        <QuizPlayer />,
      );
      await user.click(screen.getByRole('button', { name: 'Question 1, answered incorrectly' }));
      const feedback = screen.getByRole('region', { name: 'Feedback' });
      expect(within(feedback).getByText(/8 of 12 marks/)).toBeVisible();
      expect(screen.queryByText(/The explanation is in your review/)).toBeNull();
    });

    it('says what a resumed tutor answer was, in the words of its type, where the session does not send its feedback', async () => {
      const user = userEvent.setup();
      const { http } = quizServer('tutor', {}, 2);
      renderWithStore(
        storeWithSession(http, quizTrpc().client, 'tutor', { ...typedQuestions(['num1', 'rank1']), answers: [{ ...aSavedAnswer('tutor', 'num1', { value: 350 }), item: null, mark: null }] }),
        <QuizPlayer />,
      );
      expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Question 1, answered correctly' }));
      expect(screen.getByText('You answered 350 mg earlier. The explanation is in your review at the end of the session.')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Your answer (mg)' })).toBeDisabled();
    });
  });

  describe('a mock in papers', () => {
    it('holds the second paper behind its break screen until it is started, with the shortcuts off meanwhile', async () => {
      const user = userEvent.setup();
      const papers = [
        { title: 'Paper 1', questionIds: ['q1', 'q2'], timeLimitMs: 120_000 },
        { title: 'Paper 2', questionIds: ['q3'], timeLimitMs: 60_000 },
      ];
      const { http, fetch } = quizServer('mock');
      renderWithStore(storeWithSession(http, quizTrpc().client, 'mock', { papers }), <QuizPlayer />);

      await user.keyboard('a{Enter}');
      expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toHaveFocus();
      await user.keyboard('c{Enter}');
      const pause = await screen.findByRole('heading', { name: 'Paper 1 of 2 complete' });
      expect(pause).toHaveFocus();
      expect(screen.queryByRole('heading', { name: /^Question 3 of 3/ })).toBeNull();
      await user.keyboard('b{Enter}');
      expect(qaCalls(fetch)).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: 'Start paper 2' }));
      expect(screen.getByRole('heading', { name: /^Question 3 of 3/ })).toHaveFocus();
      await user.keyboard('b');
      expect(screen.getByRole('radio', { name: /AF B/ })).toBeChecked();
    });
  });

  describe('timer', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const advance = async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    };

    it('counts down from the limit, syncs with the server every 30 s and ends the session at zero', async () => {
      vi.useFakeTimers({ now: new Date(STARTED_AT) });
      const { http, fetch } = quizServer('timed');
      const store = storeWithSession(http, quizTrpc().client, 'timed');
      renderWithStore(store, <QuizPlayer />);
      const syncs = () => fetch.mock.calls.filter(([url]) => url === '/api/r/s/st').length;

      await advance(0);
      expect(syncs()).toBe(1);
      expect(screen.getByRole('timer')).toHaveTextContent('03:00');
      await advance(1_000);
      expect(screen.getByRole('timer')).toHaveTextContent('02:59');
      await advance(29_000);
      expect(syncs()).toBe(2);
      expect(screen.getByRole('timer')).toHaveTextContent('02:30');

      await advance(30_000 * 4 + 26_000);
      expect(screen.getByText('Less than 5 minutes left.')).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent('00:04');
      await advance(5_000);
      expect(selectPlayerPhase(store.getState())).toBe('ended');
      expect(fetch.mock.calls.some(([url]) => url === '/api/r/s/end')).toBe(true);
    });

    it('corrects its drift to the server’s remaining time', async () => {
      vi.useFakeTimers({ now: new Date(STARTED_AT) });
      const { http } = quizServer('timed', {
        'POST /api/r/s/st': () => json(200, { sessionId: 'sess-1', elapsedMs: 120_000, remainingMs: 60_000, ended: false, driftMs: -120_000 }),
      });
      renderWithStore(storeWithSession(http, quizTrpc().client, 'timed'), <QuizPlayer />);
      await advance(0);
      expect(screen.getByRole('timer')).toHaveTextContent('01:00');
      await advance(10_000);
      expect(screen.getByRole('timer')).toHaveTextContent('00:50');
    });

    it('shows the time elapsed in a tutor session, in h:mm:ss past an hour', async () => {
      vi.useFakeTimers({ now: new Date(Date.parse(STARTED_AT) + 3_600_000 + 65_000) });
      const { http } = quizServer('tutor', {
        'POST /api/r/s/st': () => json(200, { sessionId: 'sess-1', elapsedMs: 3_665_000, remainingMs: null, ended: false, driftMs: 0 }),
      });
      renderWithStore(storeWithSession(http, quizTrpc().client, 'tutor'), <QuizPlayer />);
      await advance(0);
      expect(screen.getByRole('timer', { name: /Time elapsed/ })).toHaveTextContent('1:01:05');
    });
  });
});
