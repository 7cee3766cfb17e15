/**
 * When to warm the next pages' code: a link is hovered or focused, or the browser is idle after the
 * start-up. The preloader itself (route-preload.ts, with its table of every page's import) loads on
 * the first warm-up, not with the page.
 */
const preloadRoute = (pathname: string) => void import('./route-preload').then((preloader) => preloader.preloadRoute(pathname));

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
