import { createPreloadQueue } from '../lib/preload';

/**
 * Warms route chunks before they are needed (see route-warmup.ts for when), at most 4 at a time.
 * The import specifiers are the route map's, so the chunks are the same ones the router
 * loads. Loaded on first use, not with the page.
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
