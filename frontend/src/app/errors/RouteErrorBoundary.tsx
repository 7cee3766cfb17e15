import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';
import { NOT_FOUND_MESSAGE, NotFoundPage } from './NotFoundPage';

/** Body of a route-level 404 thrown with `notFound(path)`. */
interface NotFoundData {
  message?: string;
}

/**
 * Error element of the route map: a 404 shows the not-found page, anything else the generic error
 * page. Plain links (not router links) on the error page, so it works even if the router is broken.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      const data = error.data as NotFoundData | string | undefined;
      const message = typeof data === 'object' && data?.message ? data.message : NOT_FOUND_MESSAGE;
      return <NotFoundPage message={message} />;
    }
    return <ErrorPage status={error.status} message={error.statusText || undefined} />;
  }

  // TODO(error-reporting): send `error` to the error service once lib/error-reporting exists.
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage />;
}
