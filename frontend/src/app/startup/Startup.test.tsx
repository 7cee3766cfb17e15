import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store';
import { fakeTrpc } from '../../test/fake-trpc';
import { RouterProbe, testRouter } from '../../test/router-probe';
import type { StartupEnv } from './start-app';
import { Startup, StartupGate } from './Startup';

const toast = vi.hoisted(() => ({ dismissAllToasts: vi.fn() }));
vi.mock('../../lib/toast', async (importOriginal) => ({ ...(await importOriginal<object>()), dismissAllToasts: toast.dismissAllToasts }));

afterEach(() => toast.dismissAllToasts.mockClear());

function env(online = true): StartupEnv & { goOnline: () => void } {
  let callback = () => {};
  return {
    applyTheme: () => {},
    online: () => online,
    onOnline: (next) => {
      callback = next;
      return () => {};
    },
    instanceSettings: () => ({ instanceCode: 'medprep', environment: 'test' }),
    loadGlobalContent: async () => true,
    goOnline: () => callback(),
  };
}

function renderWithRouter(startupEnv: StartupEnv, initialEntries = ['/']) {
  const store = makeStore({ trpc: fakeTrpc().client });
  const router = testRouter();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={initialEntries}>
        <RouterProbe router={router} />
        <Startup env={startupEnv} />
        <StartupGate>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/faqs" element={<h1>FAQs</h1>} />
          </Routes>
        </StartupGate>
      </MemoryRouter>
    </Provider>,
  );
  return { router, store };
}

describe('Startup', () => {
  it('clears the toasts when the URL changes, not when the same URL is opened again', async () => {
    const { router } = renderWithRouter(env());
    await screen.findByRole('heading', { name: 'Home' });
    expect(toast.dismissAllToasts).not.toHaveBeenCalled();

    await act(() => router.navigate('/faqs'));
    expect(toast.dismissAllToasts).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/faqs?q=trial'));
    expect(toast.dismissAllToasts).toHaveBeenCalledTimes(2);

    await act(() => router.navigate('/faqs?q=trial'));
    expect(router.state.location.search).toBe('?q=trial');
    expect(toast.dismissAllToasts).toHaveBeenCalledTimes(2);
  });

  it('shows a loading state until the core is ready (here: the connection comes back)', async () => {
    const offline = env(false);
    renderWithRouter(offline);

    expect(await screen.findByRole('status')).toHaveTextContent('You are offline');
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();

    act(() => offline.goOnline());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('offers a reload when a newer build is deployed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify({ id: String(url).includes('meta') ? 'build-2' : 'build-2' }), { status: 200 })),
    );
    try {
      const store = makeStore({ trpc: fakeTrpc().client });
      render(
        <Provider store={store}>
          <MemoryRouter>
            <Startup env={env()} buildId="build-1" />
          </MemoryRouter>
        </Provider>,
      );
      await vi.dynamicImportSettled(); // the watcher's code loads on demand
      await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
      expect(await screen.findByText('A new version of MedPrep is available')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
