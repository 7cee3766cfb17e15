import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DueQueue } from '@medprep/shared/contract';
import type { TrpcClient } from '../../../../lib/trpc';
import { renderApp } from '../../../../test/render-app';
import { aDueQueue, anOverviewExam, dashboardTrpc, meServer } from '../../testing/dashboard-fixtures';

/** The fixtures' due times are set about this instant. */
const NOW = new Date('2026-11-26T10:00:00.000Z');

function queueTrpc(...answers: Array<DueQueue | Error>) {
  const base = dashboardTrpc();
  let call = 0;
  const dueQueue = vi.fn(async (_input: { exam: string }) => {
    const answer = answers[Math.min(call++, answers.length - 1)] ?? aDueQueue();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const client = { ...base.client, learning: { ...base.client.learning, dueQueue: { query: dueQueue } } } as unknown as TrpcClient;
  return { client, dueQueue };
}

const queueCard = () => screen.findByRole('region', { name: 'Review queue' });

/** The card's figure ending in `what` ('due now', 'due today'), e.g. '3 due now'. */
const figure = (card: HTMLElement, what: string) =>
  within(card).findByText((_, el) => el?.tagName === 'SPAN' && new RegExp(`^\\d+ ${what}$`).test(el.textContent ?? ''));

describe('the review queue card', () => {
  beforeEach(() => {
    // Only the clock: the card says 'today' or 'tomorrow' from it; timers stay real for the queries.
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the figures and the next five cards by topic with when they are due, and a start button', async () => {
    // 4 due now against the overview's 3: the button takes the queue's count.
    const trpc = queueTrpc(aDueQueue({ dueNow: 4 }));
    const server = meServer();
    renderApp('/dashboard', trpc.client, server.http);

    const card = await queueCard();
    expect(await figure(card, 'due now')).toHaveTextContent('4 due now');
    expect(await figure(card, 'due today')).toHaveTextContent('5 due today');
    expect(within(card).getByText('42 items in your memory model')).toBeVisible();
    expect(trpc.dueQueue).toHaveBeenCalledWith({ exam: 'mrcp-1' });

    const list = within(card).getByRole('list', { name: 'Next up' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Renal due now',
      'Cardiology due now',
      'Renal due now',
      'Endocrinology today',
      'Neurology tomorrow',
    ]);
    expect(within(list).getByText('tomorrow')).toHaveAttribute('dateTime', '2026-11-27T08:00:00.000Z');

    // The first card in the learning section, and it starts a review of the cards due now.
    const section = screen.getByRole('region', { name: 'Your learning' });
    expect(section.querySelector('.learning-card')).toBe(card);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Review them: MRCP Part 1' }));
    const start = server.fetch.mock.calls.find(([url]) => String(url) === '/api/r/s/init');
    expect(JSON.parse(String(start?.[1]?.body))).toEqual({ exam: 'mrcp-1', mode: 'tutor', filter: 'review', count: 4 });
  });

  it('says one item in the singular, and in three days or a date further out', async () => {
    const queue = aDueQueue({
      dueNow: 1,
      dueToday: 1,
      total: 1,
      next: [
        { questionId: 'q-1', topic: 'Renal', due: new Date('2026-11-26T09:00:00.000Z') },
        { questionId: 'q-2', topic: 'Cardiology', due: new Date('2026-11-29T09:00:00.000Z') },
        { questionId: 'q-3', topic: 'Neurology', due: new Date('2026-12-09T09:00:00.000Z') },
      ],
    });
    renderApp('/dashboard', queueTrpc(queue).client, meServer().http);

    const card = await queueCard();
    expect(await within(card).findByText('1 item in your memory model')).toBeVisible();
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Renal due now', 'Cardiology in 3 days', 'Neurology 9 Dec']);
  });

  it('offers no start button when nothing is due, and says when the next review is', async () => {
    const queue = aDueQueue({ dueNow: 0, dueToday: 0, next: [{ questionId: 'q-5', topic: 'Neurology', due: new Date('2026-11-27T08:00:00.000Z') }] });
    renderApp('/dashboard', queueTrpc(queue).client, meServer().http);

    const card = await queueCard();
    expect(await within(card).findByText('Nothing due now — next review tomorrow.')).toBeVisible();
    expect(await figure(card, 'due now')).toHaveTextContent('0 due now');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('explains how cards arrive when the user has none', async () => {
    renderApp('/dashboard', queueTrpc(aDueQueue({ dueNow: 0, dueToday: 0, next: [], total: 0 })).client, meServer().http);

    const card = await queueCard();
    expect(await within(card).findByText('Each item you answer comes back here when it is due for review: answer some in tutor or timed mode to start your queue.')).toBeVisible();
    expect(within(card).queryByRole('list')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText(/memory model/)).toBeNull();
  });

  it('offers no start button on an exam whose trial is complete', async () => {
    const base = dashboardTrpc({ exams: [anOverviewExam({ access: 'trial', trialComplete: true, endsAt: null, daysLeft: null })], degraded: false });
    const trpc = queueTrpc(aDueQueue());
    renderApp('/dashboard', { ...trpc.client, performance: base.client.performance } as TrpcClient, meServer().http);

    const card = await queueCard();
    expect(await figure(card, 'due now')).toHaveTextContent('3 due now');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows a loading state, then an error with a retry that loads the queue', async () => {
    const trpc = queueTrpc(new Error('The server is busy'), aDueQueue());
    renderApp('/dashboard', trpc.client, meServer().http);

    const card = await queueCard();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your review queue.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await figure(card, 'due now')).toHaveTextContent('3 due now');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(trpc.dueQueue).toHaveBeenCalledTimes(2);
  });

  it('says it is loading until the queue arrives', async () => {
    let answer: (queue: DueQueue) => void = () => {};
    const trpc = queueTrpc();
    trpc.dueQueue.mockImplementationOnce(() => new Promise<DueQueue>((resolve) => (answer = resolve)));
    renderApp('/dashboard', trpc.client, meServer().http);

    const card = await queueCard();
    expect(within(card).getByRole('status')).toHaveTextContent('Loading your review queue…');
    answer(aDueQueue());
    expect(await figure(card, 'due now')).toHaveTextContent('3 due now');
    expect(within(card).queryByRole('status')).toBeNull();
  });
});
