import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Invalidations } from '../../database/change-feed/change-feed';
import { FeedCache } from './feed-cache';

/** Re-rendered at least this often even if no change was heard (as the catalogue's own cache). */
const TTL_MS = 5 * 60_000;
/** Distinct URLs kept: a procedure without input ignores the input it is sent, so URLs can vary freely. */
const MAX_URLS = 16;
const OWNER = 'public';
/** The same bytes for every caller: browsers and shared caches may reuse them briefly, then revalidate (ETag). */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

interface PreparedResponse {
  body: Buffer;
  etag: string;
  contentType: string;
  vary: string | undefined;
}

/**
 * GET requests that name only public procedures whose answer is the same for every caller and
 * changes only with the data `changes` announces (the catalogue): the bytes tRPC wrote for a URL are
 * kept and sent again for it, with an ETag, until such a change (or the TTL). The first request of
 * each URL, and any other request, goes to tRPC. A response is kept only when it is a complete 200
 * rendered while the change feed was heard and nothing changed meanwhile (see FeedCache).
 */
export function preparedResponses(changes: Invalidations, procedures: readonly string[]): RequestHandler {
  const cacheable = new Set(procedures);
  const cache = new FeedCache<string, PreparedResponse>(changes, { ttlMs: TTL_MS, maxEntries: MAX_URLS });
  return (req: Request, res: Response, next: NextFunction) => {
    // A streaming client (trpc-accept) gets another format; a path that names any other procedure may depend on the caller.
    if (req.method !== 'GET' || req.headers['trpc-accept'] !== undefined || !namesOnly(req.path, cacheable)) return next();
    res.setHeader('Cache-Control', CATALOGUE_CACHE_CONTROL);
    const key = req.originalUrl;
    const kept = cache.peek(key, OWNER)?.value;
    if (kept) return send(req, res, kept);
    const snapshot = cache.snapshot();
    if (snapshot !== null) capture(res, (body) => cache.keep(snapshot, key, OWNER, prepare(body, res)));
    next();
  };
}

function namesOnly(path: string, cacheable: ReadonlySet<string>): boolean {
  const names = path.slice(1).split(',');
  return names.length > 0 && names.every((name) => cacheable.has(name));
}

function send(req: Request, res: Response, kept: PreparedResponse) {
  res.setHeader('ETag', kept.etag);
  if (kept.vary) res.setHeader('Vary', kept.vary);
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', kept.contentType);
  res.setHeader('Content-Length', kept.body.length);
  res.end(kept.body);
}

function prepare(body: Buffer, res: Response): PreparedResponse {
  const vary = res.getHeader('vary');
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    contentType: String(res.getHeader('content-type') ?? 'application/json'),
    vary: vary === undefined ? undefined : String(vary),
  };
}

type Chunk = string | Uint8Array;

/** Collects the body as it is written; hands it over once the response finished as a 200. */
function capture(res: Response, finished: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== 'function') collect(args[0], args[1]);
    return end(...args);
  }) as Response['end'];
  res.once('finish', () => {
    if (res.statusCode === 200) finished(Buffer.concat(chunks));
  });
}
