import type { NextFunction, Request, Response } from 'express';

const AREA_API = /^\/(?:dashboard|s)(\/api(?:\/|$|\?))/;

/**
 * The dashboard and session areas call the API relative to their own path (/dashboard/api/auth/me,
 * /s/api/auth/logout); they are the same endpoints as /api/…, so strip the area prefix up front.
 */
export function areaApiPrefix(req: Request, _res: Response, next: NextFunction) {
  if (AREA_API.test(req.url)) req.url = req.url.replace(/^\/(?:dashboard|s)/, '');
  next();
}
