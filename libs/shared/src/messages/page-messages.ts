/** The page-level messages of the error catalogue (part of `Messages`, apart so that the first page load carries only these). */
export const PageMessages = {
  notFoundAt: (path: string): string => `Page Not Found: ${path}`,
  noRouteMatched: 'Page not found',
  notFoundDefault: 'Page Not Found',
  errorDefault: 'Internal Server Error',
} as const;
