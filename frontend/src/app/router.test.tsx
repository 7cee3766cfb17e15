import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, json } from '../test/fake-http';
import { fakeTrpc } from '../test/fake-trpc';
import { aUser } from '../test/user-fixtures';
import { EXAMS } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const catalogue = () => fakeTrpc(async () => EXAMS).client;

describe('route map', () => {
  it('shows the not-found page for a path no route matches', async () => {
    renderApp('/no/such/page', catalogue());

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // Rendered inside the public layout, so the visitor can navigate on.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows "Page Not Found: /exam/nope" for an exam slug the API does not list, and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/exam/nope', catalogue());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /exam/nope' }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('No exam found for slug: nope');
  });

  it('shows "Page Not Found: /exam/nope-backup" for the backup page of an unknown exam', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/exam/nope-backup', catalogue());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /exam/nope-backup' }),
    ).toBeInTheDocument();
  });

  it('shows the exam title and category for a known exam slug', async () => {
    renderApp('/exam/mrcp-1', catalogue());

    expect(await screen.findByRole('heading', { level: 1, name: 'MRCP Part 1' })).toBeInTheDocument();
    expect(screen.getByText('Medicine')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('MRCP Part 1 — MedPrep'));
  });

  it('shows the same exam on its {slug}-backup page', async () => {
    renderApp('/exam/msra-backup', catalogue());

    expect(await screen.findByRole('heading', { level: 1, name: 'MSRA' })).toBeInTheDocument();
  });

  it('keeps the test and banana fixture exam pages even though the API does not list them', async () => {
    renderApp('/exam/banana', catalogue());

    expect(await screen.findByRole('heading', { level: 1, name: 'Exam page: banana' })).toBeInTheDocument();
  });

  it('does not claim a 404 when the exam list cannot be loaded, and offers a retry', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const { client, initExamsAvailableForInstance } = fakeTrpc(async () => {
      if (!reachable) throw new Error('Failed to fetch');
      return EXAMS;
    });
    renderApp('/exam/mrcs-a', client);

    // The first page waits for the list, then asks once more when it mounts (a failed list is not
    // kept); both fail here.
    await waitFor(() => expect(initExamsAvailableForInstance.query).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load this exam.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('heading', { name: /not found/i })).not.toBeInTheDocument();
    reachable = true;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'MRCS Part A' })).toBeInTheDocument();
  });

  it('navigates from the home page exam list to the exam page', async () => {
    const user = userEvent.setup();
    renderApp('/', catalogue());

    await user.click(await screen.findByRole('link', { name: 'MRCGP AKT' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'MRCGP AKT' })).toBeInTheDocument();
    expect(screen.getByText('General Practice')).toBeInTheDocument();
  });

  it.each([
    ['/exams', 'Exams'],
    ['/faqs', 'Frequently asked questions'],
    ['/contact-us', 'Contact us'],
    ['/login', 'Log in'],
    ['/login/reset', 'Reset your password'],
    ['/new-auth', 'Create an account'],
    ['/modaltest', 'Modal test'],
    ['/test-dashboard', 'Dashboard Integration Tests'],
  ])('registers %s', async (path, heading) => {
    renderApp(path, catalogue());

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/dashboard/profile', 'Your profile'],
    ['/dashboard/profile/account', 'Your profile'],
    ['/dashboard/practise', 'Practise'],
    ['/s', 'Question session'],
    ['/s/some-session', 'We could not open this session'],
  ])('registers %s for a signed-in user', async (path, heading) => {
    const { http } = fakeHttp({ 'GET /api/auth/me': () => json(200, aUser()) });
    renderApp(path, catalogue(), http);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it("titles the test dashboard 'Dashboard Integration Tests'", async () => {
    renderApp('/test-dashboard', catalogue());

    await screen.findByRole('heading', { level: 1, name: 'Dashboard Integration Tests' });
    await waitFor(() => expect(document.title).toBe('Dashboard Integration Tests'));
  });
});
