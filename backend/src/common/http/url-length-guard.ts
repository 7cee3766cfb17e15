import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Messages } from '@medprep/shared';

/** Refuses (414) a request whose URL, path and query string, is longer than `maxLength` characters. */
export function urlLengthGuard(maxLength: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.originalUrl.length <= maxLength) return next();
    res.status(414).json({ statusCode: 414, error: 'URI Too Long', message: Messages.http.urlTooLong(maxLength) });
  };
}
