import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';
import { adminClients, aReport, aVersion, calls, lastBody, QUESTION_ID } from '../testing/admin-fixtures';
import { axeViolations } from '../testing/axe';

const LOADING = { timeout: 5000 };
const reportsPage = (records: ReturnType<typeof aReport>[]) => json(200, { records, total: records.length, page: 1, limit: 20 });

function reportsServer() {
  let report = aReport();
  const server = adminClients({
    'GET /api/admin/question-reports?status=open&page=1&limit=20': () => reportsPage(report.status === 'open' ? [report] : []),
    'GET /api/admin/question-reports?page=1&limit=20': () => reportsPage([report, aReport({ id: 'report-2', status: 'rejected', reply: 'Not an error', repliedAt: '2026-11-22T09:00:00.000Z' })]),
    'PATCH /api/admin/question-reports/report-1': ({ body }) => {
      report = { ...report, ...(body as object), repliedAt: '2026-11-25T10:00:00.000Z' };
      return json(200, report);
    },
    [`GET /api/admin/questions/${QUESTION_ID}/versions`]: () => json(200, { versions: [aVersion(2, 'live'), aVersion(1, 'retired')] }),
  });
  return server;
}

describe('the reports queue', { timeout: 15_000 }, () => {
  it('lists open reports with a link to the item and the candidate’s message', async () => {
    const { trpc, http } = reportsServer();
    const user = userEvent.setup();
    renderApp('/admin/reports', trpc, http);

    const report = await screen.findByRole('article', { name: /mrcp-2-014 \(version 1\)/ }, LOADING);
    expect(within(report).getByRole('link', { name: 'mrcp-2-014 (version 1)' })).toHaveAttribute('href', `/admin/items/${QUESTION_ID}`);
    expect(within(report).getByText('Febuxostat is first-line too since NG219.')).toBeVisible();
    expect(await axeViolations(screen.getByRole('main'))).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Status'), 'Any status');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('2 reports · page 1 of 1')).toBeVisible();
  });

  it('refuses to reject without a reply, then rejects with it', async () => {
    const { trpc, http, fetch } = reportsServer();
    const user = userEvent.setup();
    renderApp('/admin/reports', trpc, http);
    const report = await screen.findByRole('article', { name: /mrcp-2-014/ }, LOADING);

    await user.click(within(report).getByRole('button', { name: 'Reject' }));
    expect(within(report).getByText(/Write a reply to the candidate before rejecting/)).toBeVisible();
    expect(within(report).getByLabelText('Reply to the candidate')).toHaveFocus();
    expect(calls(fetch).some((call) => call.startsWith('PATCH'))).toBe(false);

    await user.type(within(report).getByLabelText('Reply to the candidate'), 'NG219 names febuxostat first-line only with allopurinol.');
    await user.click(within(report).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(lastBody(fetch, 'PATCH /api/admin/question-reports/report-1')).toEqual({
        status: 'rejected',
        reply: 'NG219 names febuxostat first-line only with allopurinol.',
      }),
    );
    // Decided, it leaves the open queue.
    expect(await screen.findByText('No reports.')).toBeVisible();
  });

  it('accepts a report', async () => {
    const { trpc, http, fetch } = reportsServer();
    const user = userEvent.setup();
    renderApp('/admin/reports', trpc, http);
    const report = await screen.findByRole('article', { name: /mrcp-2-014/ }, LOADING);
    await user.click(within(report).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(lastBody(fetch, 'PATCH /api/admin/question-reports/report-1')).toEqual({ status: 'accepted' }));
  });

  it('marks a report fixed in a version chosen from the item’s versions', async () => {
    const { trpc, http, fetch } = reportsServer();
    const user = userEvent.setup();
    renderApp('/admin/reports', trpc, http);
    const report = await screen.findByRole('article', { name: /mrcp-2-014/ }, LOADING);

    await user.click(within(report).getByRole('button', { name: 'Mark fixed' }));
    const select = within(report).getByLabelText('Fixed in version');
    await within(report).findByRole('option', { name: 'Version 2 (live)' });
    await user.click(within(report).getByRole('button', { name: 'Confirm fixed' }));
    expect(within(report).getByText('Choose the version that fixes it.')).toBeVisible();

    await user.selectOptions(select, 'Version 2 (live)');
    await user.type(within(report).getByLabelText('Reply to the candidate'), 'Thank you: corrected in version 2.');
    await user.click(within(report).getByRole('button', { name: 'Confirm fixed' }));
    await waitFor(() =>
      expect(lastBody(fetch, 'PATCH /api/admin/question-reports/report-1')).toEqual({
        status: 'fixed',
        fixedInVersion: 2,
        reply: 'Thank you: corrected in version 2.',
      }),
    );
  });
});
