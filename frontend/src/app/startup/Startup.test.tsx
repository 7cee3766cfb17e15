import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store';
import { fakeTrpc } from '../../test/fake-trpc';
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
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/faqs', element: <h1>FAQs</h1> },
    ],
    { initialEntries },
  );
  render(
    <Provider store={store}>
      <Startup router={router} env={startupEnv} />
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </Provider>,
  );
  return { router, store };
}

describe('Startup', () => {
  it('clears the toasts when the URL changes, not on other router updates', async () => {
    const { router } = renderWithRouter(env());
    await screen.findByRole('heading', { name: 'Home' });
    expect(toast.dismissAllToasts).not.toHaveBeenCalled();

    await act(() => router.navigate('/faqs'));
    expect(toast.dismissAllToasts).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/faqs?q=trial'));
    expect(toast.dismissAllToasts).toHaveBeenCalledTimes(2);

    await act(() => router.revalidate());
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
      const router = createMemoryRouter([{ path: '/', element: <h1>Home</h1> }]);
      render(
        <Provider store={store}>
          <Startup router={router} env={env()} buildId="build-1" />
        </Provider>,
      );
      await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
      expect(await screen.findByText('A new version of MedPrep is available')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
