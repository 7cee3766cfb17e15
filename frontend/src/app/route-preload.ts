import { createPreloadQueue } from '../lib/preload';

/**
 * Warms route chunks before they are needed (a link is hovered or focused, or the browser is idle),
 * at most 4 at a time (SPEC §9). The import specifiers are the route map's, so the chunks are the
 * same ones the router loads.
 */
const ROUTE_MODULES: readonly [RegExp, () => Promise<unknown>][] = [
  [/^\/$/, () => import('./routes/HomePage')],
  [/^\/exams\/?$/, () => import('./routes/ExamsPage')],
  [/^\/exam\/[^/]+\/?$/, () => import('./routes/ExamPage')],
  [/^\/faqs\/?$/, () => import('./routes/FaqsPage')],
  [/^\/contact-us\/?$/, () => import('./routes/ContactPage')],
  [/^\/login\/?$/, () => import('./routes/LoginPage')],
  [/^\/login\/reset\/?$/, () => import('./routes/LoginResetPage')],
  [/^\/new-auth\/?$/, () => import('./routes/NewAuthPage')],
];

const queue = createPreloadQueue();

/** Starts loading the code of the page at `pathname` (ignored for unknown paths). */
export function preloadRoute(pathname: string): void {
  const entry = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname));
  if (entry) queue.preload(entry[0].source, entry[1]);
}

/** Props for a link: warm its page on hover or keyboard focus. */
export function preloadOnIntent(pathname: string) {
  const warm = () => preloadRoute(pathname);
  return { onPointerEnter: warm, onFocus: warm };
}

/** The pages a visitor of the public site most often opens next, warmed when the browser is idle. */
export const LIKELY_NEXT_ROUTES = ['/exams', '/exam/any', '/login'] as const;

/** Warms the likely next pages once the browser is idle; returns the cancel function. */
export function preloadWhenIdle(paths: readonly string[] = LIKELY_NEXT_ROUTES): () => void {
  const run = () => paths.forEach(preloadRoute);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 2000);
  return () => window.clearTimeout(handle);
}
