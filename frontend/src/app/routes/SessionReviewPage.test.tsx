import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemResponse } from '@medprep/shared';
import { dashboardTrpc } from '../../features/dashboard/testing/dashboard-fixtures';
import { aUser } from '../../test/user-fixtures';
import { aReview, aSessionWire, anAnswerResult } from '../../features/quiz/testing/quiz-fixtures';
import { fakeHttp, json } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('the results page', () => {
  it('opens the session of this session’s incorrect questions that “Practise incorrect questions” starts, straight after playing', async () => {
    const user = userEvent.setup();
    let answered = 0;
    const { http, fetch } = fakeHttp({
      'GET /api/auth/me': () => json(200, aUser({ state: { onboardingModalAddressed: true, currency: 'usd' } })),
      'GET /api/r/s/sess-1': () => json(200, aSessionWire('tutor')),
      'POST /api/r/s/qa': ({ body }) => {
        const { questionId, response } = body as { questionId: string; response: ItemResponse };
        return json(200, anAnswerResult('tutor', questionId, response, ++answered));
      },
      'POST /api/r/s/end': () => json(200, aReview()),
      'POST /api/r/s/init': () => json(201, aSessionWire('tutor', { id: 'sess-2', filter: 'incorrect', questionIds: ['q3'], questions: [aSessionWire().questions[2]] })),
      'GET /api/r/s/sess-2': () => json(200, aSessionWire('tutor', { id: 'sess-2', filter: 'incorrect', questionIds: ['q3'], questions: [aSessionWire().questions[2]] })),
    });
    renderApp('/s/sess-1', dashboardTrpc().client, http);

    for (const n of [1, 2, 3]) {
      await screen.findByRole('heading', { name: new RegExp(`^Question ${n} of 3`) });
      await user.keyboard(n === 3 ? 'd' : 'a');
      await user.click(screen.getByRole('button', { name: 'Submit answer' }));
      await user.click(await screen.findByRole('button', { name: n < 3 ? 'Next question' : 'See your results' }));
    }
    await screen.findByRole('heading', { level: 1, name: 'Your results' });
    await user.click(screen.getByRole('button', { name: 'Practise incorrect questions' }));

    expect(await screen.findByRole('heading', { name: /^Question 1 of 1/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    const init = fetch.mock.calls.find(([url]) => url === '/api/r/s/init')!;
    expect(JSON.parse(String(init[1]!.body))).toMatchObject({ filter: 'incorrect', fromSession: 'sess-1' });
  }, 20_000);
});
