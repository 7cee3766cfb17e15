export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * The `returnTo` query parameter, if it is a path on this site; else null. Refuses absolute URLs,
 * protocol-relative ones (`//evil.example`), backslash tricks and the auth pages themselves.
 */
export function safeReturnTo(value: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    if (/^\/(login|new-auth)(\/|$)/.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where the guard sends a visitor: the login page, remembering the page they wanted. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `/login?returnTo=${encodeURIComponent(target)}`;
}
