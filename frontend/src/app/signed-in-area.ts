/** The dashboard and session areas: behind the login, in the user's theme (public pages are light). */
export const isSignedInArea = (pathname: string) => /^\/(dashboard|s)(\/|$)/.test(pathname);
