import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

/** Bytes sent again and again until the data behind them changes: compressed once, with their ETag. */
export interface PreparedBytes {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compresses off the event loop (libuv's thread pool): at start every public page is prepared, and
 * again on each catalogue change, and synchronous brotli at quality 9 held requests back meanwhile.
 */
export async function prepareBytes(text: string, contentType: string, cacheControl: string): Promise<PreparedBytes> {
  const body = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 9 }),
  ]);
  return {
    body,
    br,
    gzip: gz,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    contentType,
    cacheControl,
  };
}

/** Brotli, else gzip, when the client accepts it: our order, not the header's (browsers list gzip before br). */
const preferredEncoding = (req: Request) => (['br', 'gzip'] as const).find((name) => req.acceptsEncodings(name) === name);

/** Sends prepared bytes: a 304 for a matching If-None-Match, else the best encoding the client accepts. */
export function sendPrepared(req: Request, res: Response, prepared: PreparedBytes, status = 200): void {
  res.setHeader('Cache-Control', prepared.cacheControl);
  res.setHeader('ETag', prepared.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.statusCode = status;
  if (status === 200 && req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = preferredEncoding(req);
  const body = encoding ? prepared[encoding] : prepared.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', prepared.contentType);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** One user's page: compressed for this response only (quick settings), never stored by a cache. */
export async function sendPersonal(req: Request, res: Response, html: string): Promise<void> {
  const body = Buffer.from(html, 'utf8');
  const encoding = preferredEncoding(req);
  const sent =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : encoding === 'gzip'
        ? await gzipped(body, { level: 6 })
        : body;
  res.setHeader('Cache-Control', PERSONAL_PAGE_CACHE);
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}

export const PERSONAL_PAGE_CACHE = 'private, no-store';
