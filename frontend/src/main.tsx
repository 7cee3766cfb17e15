import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { installConsoleNoiseFilter } from './lib/console-noise';
import './app/styles.css';

installConsoleNoiseFilter();

const store = makeStore();
const router = createAppRouter(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
