import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { aCorrection, aReport, dashboardTrpc, meServer } from '../testing/dashboard-fixtures';

const correctionsCard = () => screen.findByRole('region', { name: 'Corrections to questions you answered' });

describe('CorrectionsCard', () => {
  it("says when each answered item was corrected and what changed, newest first, each opening the item's review", async () => {
    const trpc = dashboardTrpc(undefined, {
      corrections: [
        aCorrection(),
        aCorrection({
          questionId: 'q-sepsis',
          stemExcerpt: 'A 6-year-old has a non-blanching rash and fever.',
          correctedAt: new Date('2026-10-28T12:00:00.000Z'),
          changeNote: 'Ceftriaxone is named first (NICE NG240).',
          reviewSessionId: 'session-7',
        }),
      ],
    });
    renderApp('/dashboard', trpc.client, meServer().http);

    const card = await correctionsCard();
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Corrected on 3 Nov 2026: Febuxostat is also first-line (NICE NG219); allopurinol is preferred with major cardiovascular disease.')).toBeVisible();
    expect(within(items[0]).getByRole('link', { name: /^Review the question: A 58-year-old man/ })).toHaveAttribute('href', '/s/session-1/review#q-q-gout');
    expect(within(items[1]).getByText('Corrected on 28 Oct 2026: Ceftriaxone is named first (NICE NG240).')).toBeVisible();
    expect(within(items[1]).getByRole('link', { name: /Review the question/ })).toHaveAttribute('href', '/s/session-7/review#q-q-sepsis');
    expect(trpc.corrections).toHaveBeenCalled();
  });

  it('says when a correction without a note was made, and offers no link when no review can show the answer', async () => {
    renderApp('/dashboard', dashboardTrpc(undefined, { corrections: [aCorrection({ changeNote: null, reviewSessionId: null })] }).client, meServer().http);

    const card = await correctionsCard();
    expect(within(card).getByText('Corrected on 3 Nov 2026.')).toBeVisible();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('shows no card when nothing the user answered has been corrected', async () => {
    const trpc = dashboardTrpc();
    renderApp('/dashboard', trpc.client, meServer().http);

    await screen.findByRole('article', { name: 'MRCP Part 1' });
    await expect.poll(() => trpc.corrections.mock.calls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Corrections to questions you answered' })).toBeNull();
  });
});

describe('MyReports', () => {
  it("shows each of the user's reports with where it stands and the editors' reply", async () => {
    const trpc = dashboardTrpc(undefined, {
      reports: [aReport(), aReport({ id: 'report-2', message: 'Option C is out of date.', status: 'fixed', fixedInVersion: 3, reply: null, repliedAt: null })],
    });
    renderApp('/dashboard', trpc.client, meServer().http);

    const section = await screen.findByRole('region', { name: 'Your reports' });
    const [rejected, fixed] = within(section).getAllByRole('listitem');
    expect(within(rejected).getByText('You wrote: “Surely colchicine is first-line?”')).toBeVisible();
    expect(within(rejected).getByText('Reviewed: the question stands')).toBeVisible();
    expect(within(rejected).getByText('Editors’ reply, 4 Nov 2026: Colchicine treats the flare; the question asks about urate-lowering therapy.')).toBeVisible();
    expect(within(fixed).getByText('Fixed in version 3')).toBeVisible();
    expect(within(fixed).queryByText(/Editors’ reply/)).toBeNull();
  });

  it('shows nothing when the user has reported nothing', async () => {
    const trpc = dashboardTrpc();
    renderApp('/dashboard', trpc.client, meServer().http);

    await screen.findByRole('article', { name: 'MRCP Part 1' });
    await expect.poll(() => trpc.myReports.mock.calls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Your reports' })).toBeNull();
  });
});
