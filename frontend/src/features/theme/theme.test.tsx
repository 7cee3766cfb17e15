import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, json } from '../../test/fake-http';
import { fakeTrpc } from '../../test/fake-trpc';
import { renderApp } from '../../test/render-app';
import { aUser } from '../../test/user-fixtures';

const theme = () => document.documentElement.dataset.theme;
const signedIn = (settings: { theme: 'light' | 'dark' } = { theme: 'light' }) =>
  fakeHttp({ 'GET /api/auth/me': () => json(200, aUser({ settings })) }).http;

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('toggles the dashboard to dark and saves the choice to the user settings', async () => {
    const user = userEvent.setup();
    const trpc = fakeTrpc();
    renderApp('/dashboard', trpc.client, signedIn());

    const toggle = await screen.findByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await user.click(toggle);
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(theme()).toBe('dark');
    // How often it saves (once per burst of clicks) is the debounce's own test, on a clock it controls.
    await waitFor(() =>
      expect(trpc.updateUserSettings.mutate).toHaveBeenLastCalledWith({ data: { userID: aUser().id, settingsData: { theme: 'dark' } } }),
    );
  });

  it("restores the user's saved theme on the dashboard and keeps public pages light", async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', fakeTrpc().client, signedIn({ theme: 'dark' }));

    expect(await screen.findByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(theme()).toBe('dark'));

    await user.click(screen.getByRole('link', { name: 'MedPrep home' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pass your exams with Confidence...' })).toBeInTheDocument();
    await waitFor(() => expect(theme()).toBe('light'));
    expect(screen.queryByRole('button', { name: 'Dark theme' })).not.toBeInTheDocument();
  });
});
