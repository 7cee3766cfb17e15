import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { createRoutes } from '../app/router';
import { makeStore } from '../app/store';
import type { HttpClient } from '../lib/http';
import type { TrpcClient } from '../lib/trpc';
import { visitorHttp } from './fake-http';

/**
 * Renders the real route map and store at `path`, with a fake tRPC client and an HTTP client over a
 * fake fetch (by default the server sees a visitor).
 */
export function renderApp(path: string, trpc: TrpcClient, http: HttpClient = visitorHttp()) {
  const store = makeStore({ trpc, http });
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  return { store, router, ...render(<App store={store} router={router} />) };
}
