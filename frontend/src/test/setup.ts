import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup -- Vitest runs without globals: Testing Library cannot clean up by itself
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// findBy/waitFor wait for the outcome; on a loaded two-core machine a lazy chunk's first transform
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not implement scrolling; the router's scroll restoration and the hero button call these.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// The browser starts loading the data layer before React renders (main.tsx, preloadDataLayer); the
// tests do too, so that the first test of a file does not wait for those modules to be transformed.
await import('../app/startup/data-layer');
