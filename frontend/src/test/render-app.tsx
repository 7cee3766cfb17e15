import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { logCaughtError } from '../app/errors/RouteErrorBoundary';
import { makeStore } from '../app/store';
import type { HttpClient } from '../lib/http';
import type { TrpcClient } from '../lib/trpc';
import { visitorHttp } from './fake-http';
import { RouterProbe, testRouter } from './router-probe';

/**
 * Renders the real route map and store at `path` in a memory router (the browser's router in
 * main.tsx), with a fake tRPC client and an HTTP client over a fake fetch (by default the server
 * sees a visitor).
 */
export function renderApp(path: string, trpc: TrpcClient, http: HttpClient = visitorHttp()) {
  const store = makeStore({ trpc, http });
  const router = testRouter();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <RouterProbe router={router} />
      <App store={store} />
    </MemoryRouter>,
    { onCaughtError: logCaughtError },
  );
  return { store, router, ...view };
}
