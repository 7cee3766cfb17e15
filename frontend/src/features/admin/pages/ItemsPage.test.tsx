import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';
import { aUser } from '../../../test/user-fixtures';
import { axeViolations } from '../testing/axe';
import { adminClients, aRow, calls } from '../testing/admin-fixtures';

const page = (records: ReturnType<typeof aRow>[], total = records.length, pageNo = 1) => json(200, { records, total, page: pageNo, limit: 20 });
const LOADING = { timeout: 5000 };

describe('the items page', { timeout: 15_000 }, () => {
  it('finds items by status, type and text, and marks the flagged and the overdue', async () => {
    const { trpc, http, fetch } = adminClients({
      'GET /api/admin/questions?page=1&limit=20': () => page([aRow(), aRow({ id: 'q-2', key: 'msra-009', exam: 'msra' })], 2),
      'GET /api/admin/questions?type=sba&status=draft&q=gout&page=1&limit=20': () =>
        page([
          aRow({ id: 'q-3', key: 'mrcp-1-050', status: 'draft', reviewFlag: 'NG219 updated', nextReviewDue: '2026-01-01' }),
        ]),
      'GET /api/admin/item-stats/runs/latest': () => json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No run yet' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin', trpc, http);

    const results = await screen.findByRole('region', { name: 'Items found' }, LOADING);
    expect(within(results).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 items · page 1 of 1')).toBeVisible();

    const form = screen.getByRole('form', { name: 'Find items' });
    await user.type(within(form).getByLabelText('Text in the stem'), 'gout');
    await user.selectOptions(within(form).getByLabelText('Type'), 'Single best answer');
    await user.selectOptions(within(form).getByLabelText('Status'), 'Draft');
    await user.click(within(form).getByRole('button', { name: 'Find items' }));

    expect(await screen.findByRole('link', { name: 'mrcp-1-050' })).toHaveAttribute('href', '/admin/items/q-3');
    expect(router.state.location.search).toBe('?type=sba&status=draft&q=gout');
    const row = screen.getByRole('row', { name: /mrcp-1-050/ });
    expect(within(row).getByText('Draft')).toBeVisible();
    expect(within(row).getByText(/Flagged: NG219 updated/)).toBeVisible();
    expect(within(row).getByText(/Review overdue since 1 Jan 2026/)).toBeVisible();
    expect(calls(fetch)).toContain('GET /api/admin/questions?type=sba&status=draft&q=gout&page=1&limit=20');
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('pages through the results', async () => {
    const { trpc, http } = adminClients({
      'GET /api/admin/questions?page=1&limit=20': () => page([aRow()], 45, 1),
      'GET /api/admin/questions?page=2&limit=20': () => page([aRow({ id: 'q-21', key: 'mrcp-1-021' })], 45, 2),
      'GET /api/admin/item-stats/runs/latest': () => json(404, { statusCode: 404, message: 'none' }),
    });
    const user = userEvent.setup();
    renderApp('/admin', trpc, http);

    await user.click(await screen.findByRole('button', { name: 'Next page' }, LOADING));
    expect(await screen.findByRole('link', { name: 'mrcp-1-021' })).toBeVisible();
    expect(screen.getByText('45 items · page 2 of 3')).toBeVisible();
  });

  it('shows the progress of a statistics run until it is done', async () => {
    const finished = (at: string) => ({ id: 'run-0', status: 'done', done: 300, total: 300, startedAt: at, finishedAt: at, error: null });
    // The server: a run started by the POST is under way for one poll, then done.
    let run: object = finished('2026-11-24T09:00:00.000Z');
    let polls = 0;
    const { trpc, http, fetch } = adminClients({
      'GET /api/admin/questions?page=1&limit=20': () => page([aRow()]),
      'GET /api/admin/item-stats/runs/latest': () => {
        if ((run as { status: string }).status === 'running' && ++polls > 1) run = finished('2026-11-25T10:05:00.000Z');
        return json(200, run);
      },
      'POST /api/admin/item-stats/runs': () => {
        run = { id: 'run-1', status: 'running', done: 40, total: 300, startedAt: '2026-11-25T10:00:00.000Z', finishedAt: null, error: null };
        return json(202, { id: 'run-1' });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin', trpc, http);

    expect(await screen.findByText(/Last computed 24 Nov 2026, 09:00 UTC/, undefined, LOADING)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Recompute statistics' }));
    expect(await screen.findByRole('progressbar', { name: '40 of 300 items' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recomputing…' })).toBeDisabled();
    expect(await screen.findByText(/Last computed 25 Nov 2026, 10:05 UTC \(300 items\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recompute statistics' })).toBeEnabled();
    expect(calls(fetch)).toContain('POST /api/admin/item-stats/runs');
  });

  it('shows a user who is not an editor the not-found page, and no console in the account menu', async () => {
    const { trpc, http, fetch } = adminClients({}, aUser({ state: { onboardingModalAddressed: true, currency: 'usd' } }));
    const user = userEvent.setup();
    renderApp('/admin', trpc, http);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, LOADING)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    expect(screen.queryByRole('link', { name: 'Editor console' })).not.toBeInTheDocument();
    expect(calls(fetch).filter((call) => call.includes('/api/admin/'))).toEqual([]);
  });

  it('offers an editor the console in the account menu', async () => {
    const { trpc, http } = adminClients({
      'GET /api/admin/questions?page=1&limit=20': () => page([aRow()]),
      'GET /api/admin/item-stats/runs/latest': () => json(404, { statusCode: 404, message: 'none' }),
    });
    const user = userEvent.setup();
    renderApp('/admin/reports', trpc, http);
    await user.click(await screen.findByRole('button', { name: /account menu/ }, LOADING));
    await user.click(screen.getByRole('link', { name: 'Editor console' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
  });
});
