import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Paths the API owns; everything else that is a GET belongs to the single-page app. */
const API_PATH = /^\/(?:(?:dashboard|s)\/)?api(?:\/|$)/;

/**
 * Serves the built SPA from the API's port: hashed assets with a long cache, and `index.html`
 * (never cached, so a new deployment is picked up) for every other GET so that client-side routes
 * such as /exam/mrcp-1 load on a refresh.
 */
export function spaHandlers(distDir: string): RequestHandler[] {
  const indexFile = join(distDir, 'index.html');
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, path) => {
      if (path.includes(`${join(distDir, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const isPageRequest = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(req.path);

  const serveAssets: RequestHandler = (req, res, next) => (isPageRequest(req) ? assets(req, res, next) : next());
  const serveIndex: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req)) return next();
    if (req.path.startsWith('/assets/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!existsSync(indexFile)) {
      res.status(503).json({ statusCode: 503, error: 'Service Unavailable', message: 'The web client has not been built: run npm run build.' });
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  return [serveAssets, serveIndex];
}
