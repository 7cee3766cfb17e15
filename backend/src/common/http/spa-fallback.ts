import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Paths the API owns; everything else that is a GET belongs to the single-page app. */
const API_PATH = /^\/(?:(?:dashboard|s)\/)?api(?:\/|$)/;

/** Encodings the frontend build writes next to each text asset (`file.br`, `file.gz`), best first. */
const PRECOMPRESSED: Readonly<Record<string, string>> = { br: '.br', gzip: '.gz' };
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * A hashed asset from its precompressed sibling when the browser accepts that encoding: the bytes
 * were compressed once at build time, not on each request. Anything else goes on to express.static.
 */
function precompressedAssets(distDir: string): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith('/assets/')) return next();
    // Our order, not the header's: browsers list gzip before br.
    const encoding = Object.keys(PRECOMPRESSED).find((name) => req.acceptsEncodings(name) === name);
    if (!encoding) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', HASHED_ASSET_CACHE);
    res.type(extname(req.path));
    res.sendFile(`${req.path.slice(1)}${PRECOMPRESSED[encoding]}`, { root: distDir, dotfiles: 'deny' }, (error) => {
      if (!error || res.headersSent) return;
      // No sibling (a small file is not compressed): the plain file, unencoded.
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next();
    });
  };
}

/**
 * Serves the built SPA from the API's port: hashed assets with a long cache, and `index.html`
 * (never cached, so a new deployment is picked up) for every other GET so that client-side routes
 * such as /exam/mrcp-1 load on a refresh. Assets go out brotli- or gzip-compressed when the build
 * wrote those copies and the browser accepts them.
 */
export function spaHandlers(distDir: string): RequestHandler[] {
  const indexFile = join(distDir, 'index.html');
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, path) => {
      if (path.includes(`${join(distDir, 'assets')}`)) {
        res.setHeader('Cache-Control', HASHED_ASSET_CACHE);
        res.setHeader('Vary', 'Accept-Encoding');
      } else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const isPageRequest = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(req.path);

  const compressed = precompressedAssets(distDir);
  const serveAssets: RequestHandler = (req, res, next) => {
    if (!isPageRequest(req)) return next();
    compressed(req, res, () => assets(req, res, next));
  };
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
