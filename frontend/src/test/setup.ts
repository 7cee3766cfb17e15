import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup
afterEach(() => cleanup());

// jsdom does not implement scrolling; the router's scroll restoration and the hero button call these.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
