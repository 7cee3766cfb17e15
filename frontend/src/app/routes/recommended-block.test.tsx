import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardTrpc, meServer } from '../../features/dashboard/testing/dashboard-fixtures';
import { aSessionWire } from '../../features/quiz/testing/quiz-fixtures';
import { json } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

const section = async (name: string) => screen.findByRole('region', { name });

describe("the dashboard's recommended block", () => {
  it('starts the recommended block as a session of its topics and opens it', async () => {
    const user = userEvent.setup();
    const trpc = dashboardTrpc();
    const server = meServer(
      {},
      {
        'POST /api/r/s/init': () => json(201, aSessionWire('tutor', { id: 'sess-block' })),
        'GET /api/r/s/sess-block': () => json(200, aSessionWire('tutor', { id: 'sess-block' })),
      },
    );
    renderApp('/dashboard', trpc.client, server.http);

    await user.click(await within(await section('Blueprint coverage')).findByRole('button', { name: 'Start recommended block: MRCP Part 1' }));
    expect(await screen.findByRole('heading', { name: /^Question 1 of/ })).toBeVisible();
    const init = server.fetch.mock.calls.find(([url]) => url === '/api/r/s/init')!;
    expect(JSON.parse(String(init[1]!.body))).toEqual({ exam: 'mrcp-1', mode: 'tutor', filter: 'all', count: 2, topics: ['Renal'] });
  });

});
