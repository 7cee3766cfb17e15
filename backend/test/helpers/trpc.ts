import superjson from 'superjson';
import type { TestApp } from './test-app';

/** The query string tRPC's httpBatchLink sends for GET batches: names joined by commas, inputs by index. */
export function batchQueryPath(calls: Array<[procedure: string, input?: unknown]>): string {
  const names = calls.map(([name]) => name).join(',');
  const inputs = Object.fromEntries(calls.map(([, input], index) => [index, superjson.serialize(input)]));
  return `/api/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/** A single (unbatched) tRPC query path. */
export function queryPath(procedure: string, input?: unknown): string {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  return `/api/trpc/${procedure}${query}`;
}

/** Unwraps a superjson-encoded tRPC result. */
export function resultData<T = unknown>(entry: { result: { data: { json: unknown; meta?: unknown } } }): T {
  return superjson.deserialize(entry.result.data as Parameters<typeof superjson.deserialize>[0]) as T;
}

/** Sends a tRPC mutation as @trpc/client does (JSON body, superjson-encoded), optionally as a signed-in browser. */
export function mutate(t: TestApp, procedure: string, input: unknown, cookie?: string) {
  const req = t.http().post(`/api/trpc/${procedure}`).set('Content-Type', 'application/json');
  if (cookie) req.set('Cookie', cookie);
  return req.send(JSON.stringify(superjson.serialize(input)));
}

export function query(t: TestApp, procedure: string, input?: unknown, cookie?: string) {
  const req = t.http().get(queryPath(procedure, input));
  if (cookie) req.set('Cookie', cookie);
  return req;
}
