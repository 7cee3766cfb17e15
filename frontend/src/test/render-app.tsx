import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { createRoutes } from '../app/router';
import { makeStore } from '../app/store';
import type { TrpcClient } from '../lib/trpc';

/** Renders the real route map and store at `path`, with a fake tRPC client. */
export function renderApp(path: string, trpc: TrpcClient) {
  const store = makeStore({ trpc });
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  return { store, router, ...render(<App store={store} router={router} />) };
}
