import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

let lastRequestId = 0;

/**
 * One line per API request when it ends: method, path, status and time, at info (warn for a 5xx,
 * whose cause the error filter logs). Nothing is built per request unless the line will be written:
 * at the production level `warn`, a request costs a timestamp and one listener.
 */
export function requestLogging(logger: Logger, options: { ignore: (path: string) => boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.url.startsWith('/api/') || options.ignore(req.url)) return next();
    const startedAt = performance.now();
    const id = (req as Request & { id?: number }).id ?? (lastRequestId = (lastRequestId % Number.MAX_SAFE_INTEGER) + 1);
    (req as Request & { id?: number }).id = id;
    const done = () => {
      res.removeListener('close', done);
      res.removeListener('finish', done);
      const level = res.statusCode >= 500 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          // The path without its query: a tRPC query's input (an email, a search) is not for the log.
          req: { id, method: req.method, path: req.originalUrl.split('?', 1)[0], headers: req.headers, remoteAddress: req.socket.remoteAddress },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - startedAt),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    };
    res.once('finish', done);
    res.once('close', done);
    next();
  };
}
