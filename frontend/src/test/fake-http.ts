import { vi } from 'vitest';
import { createHttpClient, type HttpClient } from '../lib/http';

export type FakeRoute = (request: { body: unknown; url: string; init: RequestInit }) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * The real HTTP client over a fake fetch answering 'METHOD /path' routes, so tests go through the
 * client's own error handling. An unrouted request answers 404. `fetch` is the spy for assertions.
 */
export function fakeHttp(routes: Record<string, FakeRoute>, currentPath: () => string = () => '/') {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return route ? route({ body, url, init }) : json(404, { statusCode: 404, message: 'Not found' });
  });
  const http: HttpClient = createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch, currentPath, logger: { warn: vi.fn() } });
  return { http, fetch };
}

/** A server that knows no session: GET /api/auth/me answers `{ uid: null }`. */
export const visitorHttp = () => fakeHttp({ 'GET /api/auth/me': () => json(200, { uid: null }) }).http;
