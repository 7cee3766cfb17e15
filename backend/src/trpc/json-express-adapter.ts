import type { AnyTRPCRouter } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ContextOptions } from 'nestjs-trpc';

/**
 * The tRPC calls the SPA makes (queries by GET, mutations by POST with a JSON body Express has
 * already parsed) answered through tRPC's own `resolveResponse`, without the official Node
 * adapter's conversion of every request into a Fetch `Request` and every answer into a web stream
 * piped back: that conversion cost more CPU than the procedure on the hottest reads (auth.me, the
 * dashboard). Anything else (streaming, other content types, bodies Express left unread) goes on
 * to the official adapter mounted after this one, so tRPC's behaviour stays tRPC's.
 */
export function jsonTrpcHandler(options: {
  router: () => AnyTRPCRouter;
  createContext: (opts: ContextOptions) => unknown;
}): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!handlesItself(req)) return next();
    answer(req, res, options).catch(next);
  };
}

const NEVER_ABORTED = new AbortController().signal;

function handlesItself(req: Request): boolean {
  if (req.headers['trpc-accept'] !== undefined || req.headers.accept === 'text/event-stream') return false;
  if (req.method === 'GET') return true;
  return req.method === 'POST' && req.body !== undefined && /^application\/json\b/i.test(req.headers['content-type'] ?? '');
}

async function answer(req: Request, res: Response, options: Parameters<typeof jsonTrpcHandler>[0]): Promise<void> {
  const path = req.path.slice(req.path.lastIndexOf('/') + 1);
  const response = await resolveResponse({
    router: options.router(),
    req: requestView(req),
    path,
    createContext: async ({ info }) => options.createContext({ req, res, info } as unknown as ContextOptions),
    error: null,
  });
  if (res.headersSent) return;
  res.statusCode = response.status;
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.append('set-cookie', cookies);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/**
 * What resolveResponse reads of a Fetch `Request` (method, URL, headers, signal, text body), read
 * straight off Express's request. The signal never aborts: no procedure here streams, and a
 * one-shot JSON answer is cheap to finish for a client that has gone.
 */
function requestView(req: Request): globalThis.Request {
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    method: req.method,
    url: `http://localhost${req.url}`,
    headers: { get: header, has: (name: string) => header(name) !== null },
    signal: NEVER_ABORTED,
    text: async () => (typeof req.body === 'string' ? req.body : JSON.stringify(req.body)),
  } as unknown as globalThis.Request;
}
