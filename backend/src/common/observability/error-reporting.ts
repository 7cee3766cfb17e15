import type * as SentrySdk from '@sentry/nestjs';

let sentry: typeof SentrySdk | null = null;

/** Sends unexpected errors to Sentry when SENTRY_DSN is set; otherwise they are only logged. */
export function initErrorReporting(options: { dsn: string | undefined; environment: string; release?: string }): void {
  if (!options.dsn) return;
  // Loaded only when configured: the SDK takes about 0.6 s to load, a fifth of a cold start.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous load on demand
  sentry = require('@sentry/nestjs') as typeof SentrySdk;
  sentry.init({ dsn: options.dsn, environment: options.environment, release: options.release, tracesSampleRate: 0.1, sendDefaultPii: false });
}

export function reportError(error: unknown): void {
  sentry?.captureException(error);
}
