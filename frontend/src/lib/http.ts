import { HttpMessages } from '@medprep/shared';
import { runLogoutRoutine } from './logout-routine';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer. `message` is the product's text; `body` is what the server said (JSON or text). */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
  ) {
    super(message);
  }

  /** The server's own `message` (first one if it sent a list), if it sent one. */
  get serverMessage(): string | undefined {
    return serverMessageOf(this.body);
  }

  /** The server's error `code` (e.g. 'EMAIL_TAKEN'), if it sent one. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return undefined;
}

export interface HttpRequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A 401 that is an answer, not a lost session (wrong password at login; the logout routine's own
   * request): thrown as usual, but the logout routine does not run.
   */
  unauthorizedIsExpected?: boolean;
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  /** Same origin, credentials only if configured. The session cookie is same-origin. */
  credentials?: RequestCredentials;
  /** The browser's current path, for the /dashboard and /s prefixes. */
  currentPath?: () => string;
  logger?: Pick<Console, 'warn'>;
}

const BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);
const AREA_PREFIX = /^\/(dashboard|s)(?:\/|$)/;
const AUTH_API = /^\/api\/auth\//;
const TOKEN_EXPIRED = /token[\s\w-]{0,20}expired|expired[\s\w-]{0,20}token/i;

/**
 * The auth endpoints are called relative to the area the page is in: /dashboard/api/auth/me
 * on a dashboard page, /s/api/auth/me in a session, /api/auth/me elsewhere.
 */
export function areaPath(path: string, currentPath: string): string {
  if (!AUTH_API.test(path)) return path;
  const area = AREA_PREFIX.exec(currentPath)?.[1];
  return area ? `/${area}${path}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const browserPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

/** The one HTTP client (features never call fetch). JSON in, JSON (or text) out. */
export function createHttpClient({
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  credentials = 'same-origin',
  currentPath = browserPath,
  logger = console,
}: HttpClientOptions = {}) {
  async function request<T = unknown>(method: HttpMethod, path: string, body?: unknown, options: HttpRequestOptions = {}): Promise<T> {
    const url = areaPath(path, currentPath());
    const sendsBody = BODY_METHODS.has(method) && body !== undefined;
    const response = await fetchImpl(url, {
      method,
      credentials,
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
        ...(sendsBody ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: sendsBody ? JSON.stringify(body) : undefined,
    });
    const data = await readBody(response);
    if (response.ok) return data as T;

    if (response.status === 401) {
      if (!options.unauthorizedIsExpected) {
        await runLogoutRoutine();
        logger.warn(`${method} ${url}: 401 — ${HttpMessages.authenticationFailed}`);
      }
      throw new HttpError(HttpMessages.authenticationFailed, 401, data, url);
    }
    const text = typeof data === 'string' ? data : serverMessageOf(data) ?? '';
    if (TOKEN_EXPIRED.test(text)) {
      await runLogoutRoutine();
      throw new HttpError(HttpMessages.tokenExpired, response.status, data, url);
    }
    throw new HttpError(HttpMessages.status(response.status), response.status, data, url);
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: HttpRequestOptions) => request<T>('GET', path, undefined, options),
    post: <T = unknown>(path: string, body?: unknown, options?: HttpRequestOptions) => request<T>('POST', path, body, options),
    put: <T = unknown>(path: string, body?: unknown, options?: HttpRequestOptions) => request<T>('PUT', path, body, options),
    patch: <T = unknown>(path: string, body?: unknown, options?: HttpRequestOptions) => request<T>('PATCH', path, body, options),
    delete: <T = unknown>(path: string, options?: HttpRequestOptions) => request<T>('DELETE', path, undefined, options),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The app's single client; tests pass their own through the store's thunk extra argument. */
export const http: HttpClient = createHttpClient();
