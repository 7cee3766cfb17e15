import { pipeline } from 'node:stream';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendPrepared } from '../pages/prepared-page';
import { MEDIA_FORMATS } from './media-formats';
import { MediaLibrary, mediaRequest } from './media-library';
import { IMMUTABLE_CACHE } from './storage/media-storage';

/** An SVG opened on its own is a document: nothing in it may run or load. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function notFound(res: Response, path: string) {
  res.status(404).json({ statusCode: 404, error: 'Not Found', message: `No image at /media${path}.`, code: 'MEDIA_NOT_FOUND' });
}

/**
 * Serves /media (mounted before the single-page app, whose fallback would answer any GET):
 * uploaded images under their content-addressed names, cached for a year as immutable, and the
 * sample drawings at /media/samples/<name>.svg, cached for a day with an ETag. Every answer is
 * nosniff; SVGs carry a CSP under which nothing runs. Unknown names are 404.
 */
export function mediaHandler(library: MediaLibrary, onError: (error: unknown) => void): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = mediaRequest(req.path);
    if (!target) return notFound(res, req.path);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const fail = (error: unknown) => {
      onError(error);
      if (res.headersSent) return void res.destroy();
      res.status(503).json({ statusCode: 503, error: 'Service Unavailable', message: 'The image store cannot be reached.', code: 'MEDIA_STORAGE_UNAVAILABLE' });
    };

    if (target.source === 'sample') {
      library.sample(target.name).then((sample) => {
        if (!sample) return notFound(res, req.path);
        res.setHeader('Content-Security-Policy', SVG_CSP);
        sendPrepared(req, res, sample);
      }, fail);
      return;
    }

    const format = MEDIA_FORMATS[target.kind];
    res.setHeader('Cache-Control', IMMUTABLE_CACHE);
    res.setHeader('ETag', `"${target.hash}"`);
    if (target.kind === 'svg') res.setHeader('Content-Security-Policy', SVG_CSP);
    // The name is the content's hash: a client holding this ETag holds these bytes.
    if (req.fresh) return void res.status(304).end();
    const lookup = req.method === 'HEAD' ? library.storedSize(target.name).then((size) => size && { ...size, body: null }) : library.stored(target.name);
    lookup.then((stored) => {
      if (!stored) {
        for (const header of ['Cache-Control', 'ETag', 'Content-Security-Policy']) res.removeHeader(header);
        return notFound(res, req.path);
      }
      res.setHeader('Content-Type', format.contentType);
      res.setHeader('Content-Length', stored.size);
      if (!stored.body) return void res.end();
      // pipeline, not pipe: a client that goes away also closes the read (a file, or a socket to S3).
      pipeline(stored.body, res, (error) => {
        if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') fail(error);
      });
    }, fail);
  };
}
