import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isBot } from '../../lib/bots';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { reportError } from '../../lib/error-reporting';
import { ErrorPage } from './ErrorPage';
import { NOT_FOUND_MESSAGE, NotFoundPage } from './NotFoundPage';

/** Body of a route-level 404 thrown with `notFound(path)`. */
interface NotFoundData {
  message?: string;
}

export interface RouteErrorBoundaryProps {
  /** The visitor's user agent (the browser's by default). */
  userAgent?: string;
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * Error element of the route map: a 404 shows the not-found page, anything else the generic error
 * page (SPEC §2). Other errors than 404s are reported (console, and Sentry when configured). Bots
 * get no error page, only the log (SPEC §8).
 */
export function RouteErrorBoundary({ userAgent }: RouteErrorBoundaryProps = {}) {
  const error = useRouteError();
  const bot = isBot(userAgent);

  useEffect(() => {
    if (isNotFound(error)) return;
    reportError(error, { boundary: 'route', bot });
  }, [error, bot]);

  if (bot) return null;

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      const data = error.data as NotFoundData | string | undefined;
      const message = typeof data === 'object' && data?.message ? data.message : NOT_FOUND_MESSAGE;
      return <NotFoundPage message={message} />;
    }
    return <ErrorPage status={error.status} message={error.statusText || undefined} />;
  }

  return <ErrorPage staleCode={isChunkLoadError(error)} />;
}
