import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import {
  getErrorShape,
  getHTTPStatusCode,
  getRequestInfo,
  getTRPCErrorFromUnknown,
  TRPCError,
} from '@trpc/server/unstable-core-do-not-import';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ContextOptions } from 'nestjs-trpc';
import { invokeProcedure } from './invoke-procedure';

type Options = {
  router: () => AnyTRPCRouter;
  createContext: (opts: ContextOptions) => unknown;
};

/**
 * The tRPC calls the SPA makes (queries by GET, mutations by POST with a JSON body Express has
 * already parsed), answered without the official Node adapter's conversion of every request into a
 * Fetch `Request` and every answer into a web stream piped back: that conversion cost more CPU than
 * the procedure on the hottest reads (auth.me, the dashboard). Anything else (streaming, other
 * content types, bodies Express left unread) goes on to the official adapter mounted after this
 * one, so tRPC's behaviour stays tRPC's.
 */
export function jsonTrpcHandler(options: Options): RequestHandler {
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

async function answer(req: Request, res: Response, options: Options): Promise<void> {
  const router = options.router();
  const path = req.path.slice(req.path.lastIndexOf('/') + 1);
  const queryAt = req.url.indexOf('?');
  const searchParams = new URLSearchParams(queryAt >= 0 ? req.url.slice(queryAt + 1) : '');
  const plain = plainCallsAt(router, path, req.method, searchParams);
  const answered = plain !== null && (await answerPlainCalls(req, res, router, { ...plain, searchParams }, options));
  if (!answered) await answerThroughResolveResponse(req, res, router, path, options);
}

/**
 * The decoded path and procedures of a call every part of which exists and takes this method
 * (queries by GET, mutations by POST), unbatched or batched; null for anything else, which tRPC's
 * own `resolveResponse` answers (unknown paths, wrong methods, subscriptions, bad encodings).
 */
function plainCallsAt(
  router: AnyTRPCRouter,
  path: string,
  method: string,
  searchParams: URLSearchParams,
): { procedurePath: string; procedures: AnyTRPCProcedure[] } | null {
  const config = router._def._config;
  if (config.pathSeparator !== undefined && config.pathSeparator !== '.') return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const type = method === 'GET' ? 'query' : 'mutation';
  const paths = searchParams.get('batch') === '1' ? decoded.split(',') : [decoded];
  const procedures: AnyTRPCProcedure[] = [];
  for (const p of paths) {
    const procedure = (router._def.procedures as Record<string, AnyTRPCProcedure | undefined>)[p];
    if (!procedure || procedure._def.type !== type) return null;
    procedures.push(procedure);
  }
  return { procedurePath: decoded, procedures };
}

/**
 * What `resolveResponse` does for a plain JSON call, step for step with tRPC's own helpers (request
 * info, error shapes, status codes, the transformer), without its Fetch `Headers`, `URL`, abort
 * controllers and `Response`: those were a fifth of the CPU of a dashboard read. False, having
 * done nothing, when tRPC refuses the request as a whole (its own path answers that).
 */
async function answerPlainCalls(
  req: Request,
  res: Response,
  router: AnyTRPCRouter,
  call: { procedurePath: string; searchParams: URLSearchParams; procedures: AnyTRPCProcedure[] },
  options: Options,
): Promise<boolean> {
  const config = router._def._config;
  const { procedures } = call;
  const view = requestView(req);
  let info: Awaited<ReturnType<typeof getRequestInfo>>;
  try {
    info = await getRequestInfo({ req: view, path: call.procedurePath, router, searchParams: call.searchParams, headers: view.headers, url: null });
  } catch {
    return false;
  }
  let ctx: unknown;
  let ctxError: TRPCError | undefined;
  try {
    ctx = await options.createContext({ req, res, info } as unknown as ContextOptions);
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }
  const outcomes = await Promise.all(
    info.calls.map(async (call, index): Promise<[TRPCError | undefined, unknown]> => {
      const procedure = procedures[index];
      try {
        if (ctxError) throw ctxError;
        const data = await invokeProcedure(procedure, { path: call.path, getRawInput: call.getRawInput, ctx, type: procedure._def.type, signal: NEVER_ABORTED, batchIndex: call.batchIndex });
        if (isDataStream(data)) {
          throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink' });
        }
        return [undefined, data];
      } catch (cause) {
        return [getTRPCErrorFromUnknown(cause), undefined];
      }
    }),
  );
  const replies = outcomes.map(([error, data], index) => {
    const call = info.calls[index];
    if (!error) return { result: { data } };
    return { error: getErrorShape({ config, ctx, error, input: call.result(), path: call.path, type: procedures[index]._def.type }) };
  });
  res.statusCode = getHTTPStatusCode(replies, outcomes.map(([error]) => error));
  res.setHeader('vary', 'trpc-accept, accept');
  res.setHeader('content-type', 'application/json');
  // tRPC's transformTRPCResponse, without its compiled object-spread helper (see invokeProcedure).
  const { serialize } = config.transformer.output;
  const sent = replies.map((reply) => ('error' in reply ? { error: serialize(reply.error) } : { result: { data: serialize(reply.result.data) } }));
  res.end(JSON.stringify(info.isBatchCall ? sent : sent[0]));
  return true;
}

async function answerThroughResolveResponse(req: Request, res: Response, router: AnyTRPCRouter, path: string, options: Options) {
  const response = await resolveResponse({
    router,
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

/** tRPC's own test for what a JSON answer cannot carry (a stream, an async iterable). */
function isDataStream(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  return data instanceof ReadableStream || Symbol.asyncIterator in data;
}

/**
 * What tRPC reads of a Fetch `Request` (method, URL, headers, signal, text body), read straight off
 * Express's request. The signal never aborts: no procedure here streams, and a one-shot JSON answer
 * is cheap to finish for a client that has gone.
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
