// First: the global styles come before the layouts' own (the public layout is in this chunk).
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { logCaughtError, logRecoverableError } from './app/errors/RouteErrorBoundary';
import { preloadRoutesFor } from './app/router';
import { makeStore, type RootState } from './app/store';
import { reloadOnce } from './lib/chunk-reload';
import { installConsoleNoiseFilter } from './lib/console-noise';
import { initErrorReporting } from './lib/error-reporting';
import { preloadTrpcClient } from './lib/trpc';
import { instanceSettings, preloadDataLayer } from './app/startup/start-app';
import { hydratePrerendered, prerenderedStartupState, readEmbeddedPayload } from './app/startup/payload';
import { startPersistence } from './app/persist/stored-theme';
import { prefetchMe } from './app/session/me-prefetch';
import { disableZodJit } from './lib/zod-without-eval';
import { releaseFirstFrame } from './app/startup/first-frame';

installConsoleNoiseFilter();
disableZodJit();
// Console only, unless a Sentry DSN was configured for this build (then @sentry/react loads).
void initErrorReporting();
// A stylesheet or module preload of a removed chunk (new deployment): reload, once per 10 s.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// A prerendered public page (backend pages module) embeds the data it was rendered from.
const payload = readEmbeddedPayload();
const store = makeStore(payload ? { preloadedState: prerenderedStartupState(instanceSettings()) } : {});
startPersistence(store, window.location.pathname);
prefetchMe(window.location.pathname);
// The first page's code starts downloading now, while React and the start-up steps run.
void preloadRoutesFor(window.location.pathname);
preloadTrpcClient();
preloadDataLayer();

const app = (serverState?: RootState) => (
  <StrictMode>
    <BrowserRouter>
      <App store={store} serverState={serverState} />
    </BrowserRouter>
  </StrictMode>
);
const container = document.getElementById('root')!;
// A signed-in page's static frame (from the server) stays until the page has content.
releaseFirstFrame(container);
const rootOptions = { onCaughtError: logCaughtError, onRecoverableError: logRecoverableError };
if (payload) void hydratePrerendered(container, app, store, payload, rootOptions, () => preloadRoutesFor(window.location.pathname));
else createRoot(container, rootOptions).render(app());
