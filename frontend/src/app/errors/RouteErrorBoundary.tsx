import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isBot } from '../../lib/bots';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { reportError } from '../../lib/error-reporting';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

/** The fatal route-level 404, thrown by a page's validity check: 'Page Not Found: {path}'. */
export class RouteNotFound extends Error {
  override readonly name = 'RouteNotFound';
}

export interface RouteErrorProps {
  error: unknown;
  /** The visitor's user agent (the browser's by default). */
  userAgent?: string;
}

/**
 * What a route shows for its error: a 404 the not-found page, anything else the generic error page.
 * Other errors than 404s are reported (console, and Sentry when configured). Bots get no
 * error page, only the log.
 */
export function RouteError({ error, userAgent }: RouteErrorProps) {
  const bot = isBot(userAgent);
  const notFound = error instanceof RouteNotFound;

  useEffect(() => {
    if (!notFound) reportError(error, { boundary: 'route', bot });
  }, [error, notFound, bot]);

  if (bot) return null;
  if (notFound) return <NotFoundPage message={error.message || undefined} />;
  return <ErrorPage staleCode={isChunkLoadError(error)} />;
}

interface CatchProps {
  location: string;
  userAgent?: string;
  children: ReactNode;
}

interface CatchState {
  error: unknown;
  caught: boolean;
  location: string;
}

/** Holds a route's error until the location changes (the visitor navigated on). */
class CatchRouteError extends Component<CatchProps, CatchState> {
  override state: CatchState = { error: null, caught: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<CatchState> {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: CatchProps, state: CatchState): Partial<CatchState> | null {
    return props.location === state.location ? null : { error: null, caught: false, location: props.location };
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.error} userAgent={this.props.userAgent} /> : this.props.children;
  }
}

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  userAgent?: string;
}

/**
 * Error boundary of the route map: catches what its routes throw while rendering, including their
 * code failing to load, and shows the route's error in their place.
 */
export function RouteErrorBoundary({ children, userAgent }: RouteErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  return (
    <CatchRouteError location={`${pathname}${search}`} userAgent={userAgent}>
      {children}
    </CatchRouteError>
  );
}

/**
 * React's `onCaughtError` for the root: errors a route boundary caught are reported by the route
 * (a 404 not at all); others go to the console as React would log them.
 */
export function logCaughtError(error: unknown, info: ErrorInfo & { errorBoundary?: unknown }): void {
  if (info.errorBoundary instanceof CatchRouteError) return;
  console.error(error);
}

/**
 * React's `onRecoverableError` (a hydration mismatch, which React mends by rendering that part
 * again): logged with the component stack, which production's minified message lacks, so that
 * the part can be found.
 */
export function logRecoverableError(error: unknown, info: ErrorInfo): void {
  console.error(error, info.componentStack ?? '');
}
