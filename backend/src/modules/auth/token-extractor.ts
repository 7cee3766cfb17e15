import type { Request } from 'express';
import { AUTH_COOKIE } from './auth.constants';

/** The session token of a request: the `token` cookie, or an `Authorization: Bearer` header for API clients. */
export function extractToken(req: Pick<Request, 'headers'> & { cookies?: Record<string, string> }): string | null {
  const cookie = req.cookies?.[AUTH_COOKIE];
  if (typeof cookie === 'string' && cookie.length > 0) return cookie;
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match) return match[1];
  }
  return null;
}
