import { createElement, type ComponentType } from 'react';
import { withChunkReloadGuard } from '../lib/chunk-reload';

/** A route component whose code loads on demand: `preload` starts that early, `isLoaded` tells if it is there. */
export type LazyRoute = ComponentType & { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * `lazyRoute(() => import('./x'), 'X')` keeps each page in its own chunk. Once the code is there
 * the route renders at once (React.lazy would suspend one more time, and React then holds the
 * reveal back by up to 300 ms); until then it suspends. A chunk that fails to load (a new
 * deployment removed it) reloads the page, at most once per 10 s; otherwise the error reaches the
 * route's error boundary.
 */
export function lazyRoute<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K): LazyRoute {
  const guarded = withChunkReloadGuard(load);
  let loading: Promise<unknown> | null = null;
  let outcome: { component: ComponentType } | { error: unknown } | null = null;
  const preload = () =>
    (loading ??= guarded().then(
      (module) => void (outcome = { component: module[name] }),
      (error: unknown) => void (outcome = { error }),
    ));

  function Route() {
    if (outcome === null) throw preload(); // Suspense: rendered again once the code is there
    if ('error' in outcome) throw outcome.error;
    return createElement(outcome.component);
  }
  return Object.assign(Route, { preload, isLoaded: () => outcome !== null && 'component' in outcome });
}
