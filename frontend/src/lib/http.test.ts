import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fake-http';
import { areaPath, createHttpClient, HttpError } from './http';
import { registerLogoutRoutine } from './logout-routine';

const clientWith = (response: () => Response, currentPath = '/') => {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  const warn = vi.fn();
  const http = createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch, currentPath: () => currentPath, logger: { warn } });
  return { http, fetch, warn };
};

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('http client requests', () => {
  it('sends JSON with cache-disabling headers and same-origin credentials', async () => {
    const { http, fetch } = clientWith(() => json(201, { ok: true }));

    await expect(http.post('/api/r/query', { command: 'HGETALL' })).resolves.toEqual({ ok: true });

    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/r/query');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"command":"HGETALL"}' });
    expect(init?.headers).toMatchObject({
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'Content-Type': 'application/json',
    });
  });

  it('sends a body only with POST, PUT and PATCH', async () => {
    const { http, fetch } = clientWith(() => json(200, {}));

    await http.put('/api/x', { a: 1 });
    await http.patch('/api/x', { a: 1 });
    await http.get('/api/x');
    await http.delete('/api/x');

    expect(fetch.mock.calls.map(([, init]) => [init?.method, init?.body])).toEqual([
      ['PUT', '{"a":1}'],
      ['PATCH', '{"a":1}'],
      ['GET', undefined],
      ['DELETE', undefined],
    ]);
  });

  it('reads a response as JSON, or else as text', async () => {
    const { http } = clientWith(() => new Response('pong', { status: 200 }));
    await expect(http.get('/api/test')).resolves.toBe('pong');
  });
});

describe('areaPath', () => {
  it.each([
    ['/dashboard/profile', '/api/auth/me', '/dashboard/api/auth/me'],
    ['/dashboard', '/api/auth/logout', '/dashboard/api/auth/logout'],
    ['/s/session-1', '/api/auth/me', '/s/api/auth/me'],
    ['/', '/api/auth/me', '/api/auth/me'],
    ['/exam/mrcp-1', '/api/auth/me', '/api/auth/me'],
    ['/search', '/api/auth/me', '/api/auth/me'],
    ['/dashboards', '/api/auth/me', '/api/auth/me'],
    ['/dashboard', '/api/r/query', '/api/r/query'],
  ])('on %s calls %s at %s', (page, path, expected) => {
    expect(areaPath(path, page)).toBe(expected);
  });

  it('is applied to auth calls from the dashboard', async () => {
    const { http, fetch } = clientWith(() => json(200, { uid: null }), '/dashboard/profile');
    await http.get('/api/auth/me');
    expect(fetch.mock.calls[0][0]).toBe('/dashboard/api/auth/me');
  });
});

describe('http client errors', () => {
  it("on 401 runs the logout routine, warns, and throws 'Authentication failed - redirecting to login'", async () => {
    const logout = vi.fn();
    unregister = registerLogoutRoutine(logout);
    const { http, warn } = clientWith(() => json(401, { code: 'SESSION_EXPIRED', message: 'Session expired' }));

    const error = await http.get('/api/auth/me').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Authentication failed - redirecting to login');
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).body).toEqual({ code: 'SESSION_EXPIRED', message: 'Session expired' });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('ignores a failing logout routine', async () => {
    unregister = registerLogoutRoutine(() => Promise.reject(new Error('offline')));
    const { http } = clientWith(() => json(401, {}));

    await expect(http.get('/api/sheets/1')).rejects.toThrow('Authentication failed - redirecting to login');
  });

  it('keeps the server message of an expected 401 (wrong password) and does not log out', async () => {
    const logout = vi.fn();
    unregister = registerLogoutRoutine(logout);
    const { http } = clientWith(() => json(401, { message: 'The e-mail address or password is incorrect.' }));

    const error = (await http.post('/api/auth/login', {}, { unauthorizedIsExpected: true }).catch((e: unknown) => e)) as HttpError;

    expect(error.serverMessage).toBe('The e-mail address or password is incorrect.');
    expect(logout).not.toHaveBeenCalled();
  });

  it("throws 'Token expired - redirecting to login' when the error text says the token expired", async () => {
    const logout = vi.fn();
    unregister = registerLogoutRoutine(logout);
    const { http } = clientWith(() => new Response('Your token has expired', { status: 403 }));

    await expect(http.get('/api/r/key')).rejects.toThrow('Token expired - redirecting to login');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("throws 'HTTP error! status: {code}' for any other failure, with the server's body kept", async () => {
    const { http } = clientWith(() => json(409, { statusCode: 409, code: 'EMAIL_TAKEN', message: ['Taken.'] }));

    const error = (await http.post('/api/auth/register', {}).catch((e: unknown) => e)) as HttpError;

    expect(error.message).toBe('HTTP error! status: 409');
    expect(error.code).toBe('EMAIL_TAKEN');
    expect(error.serverMessage).toBe('Taken.');
    expect((error.body as { message: string[] }).message).toEqual(['Taken.']);
  });
});
