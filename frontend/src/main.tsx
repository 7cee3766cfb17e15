import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { reloadOnce } from './lib/chunk-reload';
import { installConsoleNoiseFilter } from './lib/console-noise';
import { initErrorReporting } from './lib/error-reporting';
import './app/styles.css';

installConsoleNoiseFilter();
// Console only, unless a Sentry DSN was configured for this build (then @sentry/react loads).
void initErrorReporting();
// A stylesheet or module preload of a removed chunk (new deployment): reload, once per 10 s.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

const store = makeStore();
const router = createAppRouter(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
