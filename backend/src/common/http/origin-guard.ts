import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Messages } from '@medprep/shared';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Content types a cross-site HTML form can send without a CORS preflight. */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;
const API_PATH = /^\/api(?:\/|$)/;
const MULTIPART = /^multipart\/form-data\b/i;

interface OriginGuardOptions {
  allowedOrigins: readonly string[];
  /** Server-to-server endpoints (e.g. the payment webhook) that carry no browser origin. */
  exemptPaths: readonly string[];
  /**
   * File uploads, which take multipart/form-data: accepted from a browser only with one of our
   * origins (every browser sends Origin on a POST), or from a client that sends no cookie.
   */
  uploadPaths?: readonly string[];
}

/**
 * CSRF defence for cookie-authenticated requests: a state-changing request is refused (403) when
 * the browser says it comes from another site (Sec-Fetch-Site: cross-site) or its Origin is not one
 * of the configured origins (PUBLIC_URL's and CORS_ORIGINS). The Host header is never the reference:
 * whoever sends the request chooses it, so a forged Host would make any Origin look like our own.
 * API calls must be JSON (a form POST is refused with 415). SameSite=Lax on the cookie is the second line.
 */
export function originGuard(options: OriginGuardOptions): RequestHandler {
  const allowed = new Set(options.allowedOrigins);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || options.exemptPaths.includes(req.path)) return next();
    const refuse = (status: number, message: string) =>
      res.status(status).json({ statusCode: status, error: status === 403 ? 'Forbidden' : 'Unsupported Media Type', message });

    const origin = req.headers.origin;
    if (req.headers['sec-fetch-site'] === 'cross-site' && !(origin && allowed.has(origin))) return refuse(403, Messages.http.crossSite);
    if (origin && !allowed.has(origin)) return refuse(403, Messages.http.crossSite);
    // The API takes JSON only: a form-encoded body is what a cross-site form sends without a preflight.
    const contentType = req.headers['content-type'] ?? '';
    const upload = options.uploadPaths?.includes(req.path) && MULTIPART.test(contentType) && (origin ? allowed.has(origin) : !req.headers.cookie);
    if (API_PATH.test(req.path) && FORM_TYPES.test(contentType) && !upload) {
      return refuse(415, Messages.http.formContentType);
    }
    next();
  };
}
