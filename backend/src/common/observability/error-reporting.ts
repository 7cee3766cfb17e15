import * as Sentry from '@sentry/nestjs';

let enabled = false;

/** Sends unexpected errors to Sentry when SENTRY_DSN is set; otherwise they are only logged. */
export function initErrorReporting(options: { dsn: string | undefined; environment: string; release?: string }): void {
  if (!options.dsn) return;
  Sentry.init({ dsn: options.dsn, environment: options.environment, release: options.release, tracesSampleRate: 0.1, sendDefaultPii: false });
  enabled = true;
}

export function reportError(error: unknown): void {
  if (enabled) Sentry.captureException(error);
}
