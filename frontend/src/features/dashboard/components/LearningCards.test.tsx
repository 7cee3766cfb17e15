import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { READINESS_METHOD, type Readiness } from '@medprep/shared';
import { renderApp } from '../../../test/render-app';
import { aReadiness, dashboardTrpc, meServer } from '../testing/dashboard-fixtures';

const section = async (name: string) => screen.findByRole('region', { name });

describe('LearningCards', () => {
  it('shows the blueprint table with weight, seen, unseen, % correct and retention per topic', async () => {
    const trpc = dashboardTrpc();
    renderApp('/dashboard', trpc.client, meServer().http);

    const card = await section('Blueprint coverage');
    const rows = await within(card).findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['TopicWeightSeenUnseen% correctRetention', 'Cardiology7%30100%91%', 'Renal medicine7%02——']);
    expect(within(card).getByText(/Weights as published: MRCP\(UK\) Part 1 blueprint/)).toBeVisible();
    expect(within(card).getByText(/Recommended next:/).closest('p')).toHaveTextContent('Recommended next: 2 questions from Renal medicine.');
    expect(trpc.blueprint).toHaveBeenCalledWith({ exam: 'mrcp-1' });
  });

  it('says how many more answers readiness needs while it is hidden, with the method in a disclosure', async () => {
    renderApp('/dashboard', dashboardTrpc().client, meServer().http);

    const card = await section('Readiness');
    expect(await within(card).findByText(/38 more to go/)).toHaveTextContent('once you have answered 50 different questions of MRCP Part 1: 38 more to go.');
    expect(within(card).queryByText(/Predicted score/)).toBeNull();
    const method = within(card).getByText('How this is worked out');
    expect(method.closest('details')).not.toHaveAttribute('open');
    expect(within(card).getByText(READINESS_METHOD)).not.toBeVisible();
  });

  it('shows the predicted percent with its band and the chance of passing where a pass mark is published', async () => {
    const shown: Readiness = {
      available: true,
      predictedPercent: 71.6,
      band: [64.2, 78.1],
      passMark: 69.5,
      passMarkSource: 'RCGP AKT feedback report.',
      passProbability: 0.62,
      ability: 1.1,
      se: 0.3,
      answered: 80,
      method: READINESS_METHOD,
      difficultiesFittedAt: '2026-11-25T02:00:00.000Z',
    };
    const trpc = dashboardTrpc();
    trpc.readiness.mockResolvedValue(aReadiness(shown));
    renderApp('/dashboard', trpc.client, meServer().http);

    const card = await section('Readiness');
    expect(await within(card).findByText(/Predicted score on a full paper/)).toHaveTextContent('Predicted score on a full paper: 72% (95% band 64%–78%)');
    expect(within(card).getByRole('img', { name: 'Predicted 72%, 95% band 64% to 78%' })).toBeVisible();
    expect(within(card).getByText(/chance of passing/)).toHaveTextContent('Published pass mark 69.5%: chance of passing about 62%.');
  });
});
