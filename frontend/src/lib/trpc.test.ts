import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerLogoutRoutine } from './logout-routine';
import { withCredentialsAndLogout } from './trpc';

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('the tRPC fetch', () => {
  it('includes credentials and passes a 401 response on after running the logout routine', async () => {
    const logout = vi.fn();
    unregister = registerLogoutRoutine(logout);
    const response = new Response('{}', { status: 401 });
    const fetch = vi.fn(async () => response);

    const answer = await withCredentialsAndLogout(fetch as unknown as typeof globalThis.fetch)('/api/trpc/auth.me', { method: 'GET' });

    expect(answer).toBe(response);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/trpc/auth.me', { method: 'GET', credentials: 'include' });
  });

  it('ignores a failing logout routine and leaves other answers alone', async () => {
    const logout = vi.fn(() => Promise.reject(new Error('offline')));
    unregister = registerLogoutRoutine(logout);
    const wrapped = withCredentialsAndLogout((async (input: RequestInfo | URL) =>
      new Response('{}', { status: String(input).includes('me') ? 401 : 200 })) as typeof globalThis.fetch);

    await expect(wrapped('/api/trpc/auth.me')).resolves.toHaveProperty('status', 401);
    await expect(wrapped('/api/trpc/exams.list')).resolves.toHaveProperty('status', 200);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
