import { describe, expect, it, vi } from 'vitest';
import { installConsoleNoiseFilter } from './console-noise';

const target = () => {
  const error = vi.fn();
  const warn = vi.fn();
  const fetch = vi.fn() as unknown as typeof globalThis.fetch;
  return { console: { error, warn }, fetch, error, warn };
};

describe('console noise filter', () => {
  it.each([
    ['No access token found'],
    [new Error('No access token found')],
    ['GET http://localhost/api/trpc/auth.me 401 Unauthorized'],
    ['Failed to load resource: the server responded with a status of 401 (Unauthorized)'],
    ['Failed to load resource: 401'],
    ['GET /api/auth/me: 401 — Authentication failed - redirecting to login'],
  ])('drops %s from console.error and console.warn', (message) => {
    const t = target();
    installConsoleNoiseFilter(t);

    t.console.error(message);
    t.console.warn(message);

    expect(t.error).not.toHaveBeenCalled();
    expect(t.warn).not.toHaveBeenCalled();
  });

  it('drops an RPC client error that says no access token was found', () => {
    const t = target();
    installConsoleNoiseFilter(t);
    const rpcError = Object.assign(new Error('No access token found'), { name: 'TRPCClientError' });

    t.console.error('Query failed', rpcError);

    expect(t.error).not.toHaveBeenCalled();
  });

  it('lets every other message through, with all its arguments', () => {
    const t = target();
    installConsoleNoiseFilter(t);

    t.console.error('Logout failed', 500);
    t.console.warn('No exam found for slug: nope');

    expect(t.error).toHaveBeenCalledWith('Logout failed', 500);
    expect(t.warn).toHaveBeenCalledWith('No exam found for slug: nope');
  });

  it('restores the original console and fetch on teardown', () => {
    const t = target();
    const originalFetch = t.fetch;
    const teardown = installConsoleNoiseFilter(t);
    expect(t.console.error).not.toBe(t.error);
    t.fetch = vi.fn() as unknown as typeof globalThis.fetch;

    teardown();

    expect(t.console.error).toBe(t.error);
    expect(t.console.warn).toBe(t.warn);
    expect(t.fetch).toBe(originalFetch);
    t.console.error('No access token found');
    expect(t.error).toHaveBeenCalledWith('No access token found');
  });
});
