import { afterEach, describe, expect, it, vi } from 'vitest';
import { initErrorReporting, reportError, resetErrorReporting, TRACE_SAMPLE_RATE, type SentryLike } from './error-reporting';

afterEach(() => resetErrorReporting());

function fakeSentry() {
  const sentry = {
    init: vi.fn((_options: Record<string, unknown>) => undefined),
    captureException: vi.fn((_error: unknown, _hint?: Record<string, unknown>) => undefined),
    browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  };
  return sentry satisfies SentryLike;
}

describe('error reporting', () => {
  it('stays console-only without a DSN and never loads Sentry', async () => {
    const load = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(initErrorReporting({ dsn: undefined }, load)).resolves.toBe(false);
    reportError(new Error('boom'));
    expect(load).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(new Error('boom'));
  });

  it('starts Sentry with a DSN: trace sampling 0.1 and the build’s environment', async () => {
    const sentry = fakeSentry();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(initErrorReporting({ dsn: 'https://key@example.invalid/1', environment: 'staging' }, async () => sentry)).resolves.toBe(true);

    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@example.invalid/1', environment: 'staging', tracesSampleRate: TRACE_SAMPLE_RATE }),
    );
    expect(TRACE_SAMPLE_RATE).toBe(0.1);
    const failure = new Error('boom');
    reportError(failure, { boundary: 'route' });
    expect(sentry.captureException).toHaveBeenCalledWith(failure, { extra: { boundary: 'route' } });
  });

  it('falls back to the console when Sentry fails to start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      initErrorReporting({ dsn: 'https://key@example.invalid/1' }, async () => {
        throw new Error('chunk failed');
      }),
    ).resolves.toBe(false);
    reportError(new Error('boom'));
    expect(warn).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(new Error('boom'));
  });
});
