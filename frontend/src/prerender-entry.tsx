// The server's renderer of the public pages, built with `vite build --ssr` and run by the backend
// in a worker thread (backend modules/pages): the same App, routes and components as the browser's,
// rendered from the page's payload, so that the browser hydrates the markup it is sent.
import './app/styles.css';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { parentPort } from 'node:worker_threads';
import { App } from './app/App';
import { preloadRoutesFor } from './app/router';
import { makeStore } from './app/store';
import { seedFromPayload } from './app/startup/payload-seed';
import { prerenderedStartupState, type PagePayload } from './app/startup/payload';
import { instanceSettings } from './app/startup/start-app';

/** The page at `url` rendered to HTML (what goes inside #root), its data read from `payload`. */
export async function renderPage(url: string, payload: PagePayload): Promise<string> {
  const store = makeStore({ preloadedState: prerenderedStartupState(instanceSettings()) });
  await seedFromPayload(store, payload);
  await preloadRoutesFor(new URL(url, 'http://localhost').pathname);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App store={store} />
      </StaticRouter>
    </StrictMode>,
    // Every boundary in place: React would otherwise move a large one (the exam list) after the
    // page with an inline script to reveal it, which the page's CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}

interface RenderRequest {
  id: number;
  url: string;
  payload: PagePayload;
}

// In a worker: answer each {id, url, payload} with {id, html} or {id, error}.
parentPort?.on('message', (request: RenderRequest) => {
  renderPage(request.url, request.payload).then(
    (html) => parentPort?.postMessage({ id: request.id, html }),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.stack ?? error.message : String(error) }),
  );
});
