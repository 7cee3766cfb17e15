/**
 * Errors go to the console and, when a DSN is configured at build time, to Sentry (trace
 * sampling 0.1, environment from the build). @sentry/react is imported only then, so it is
 * never part of the first page load; if it fails to start, reporting stays console-only.
 */
export const TRACE_SAMPLE_RATE = 0.1;

export interface ErrorReportingConfig {
  dsn?: string;
  environment?: string;
  release?: string;
}

/** The part of @sentry/react this module uses (a fake in tests). */
export interface SentryLike {
  init(options: Record<string, unknown>): unknown;
  captureException(error: unknown, hint?: Record<string, unknown>): unknown;
  browserTracingIntegration?: () => unknown;
}

type Capture = (error: unknown, context?: Record<string, unknown>) => void;

let capture: Capture | null = null;
let starting: Promise<boolean> | null = null;

export function buildConfig(): ErrorReportingConfig {
  const env = import.meta.env;
  return {
    dsn: env.VITE_SENTRY_DSN || undefined,
    environment: env.VITE_SENTRY_ENVIRONMENT || env.MODE,
    release: env.VITE_BUILD_ID || undefined,
  };
}

/** Starts Sentry when `config.dsn` is set. Resolves true when errors will reach it. */
export function initErrorReporting(
  config: ErrorReportingConfig = buildConfig(),
  load: () => Promise<SentryLike> = () => import('@sentry/react'),
): Promise<boolean> {
  if (!config.dsn) return Promise.resolve(false);
  starting ??= (async () => {
    try {
      const sentry = await load();
      sentry.init({
        dsn: config.dsn,
        environment: config.environment,
        release: config.release,
        tracesSampleRate: TRACE_SAMPLE_RATE,
        integrations: sentry.browserTracingIntegration ? [sentry.browserTracingIntegration()] : [],
      });
      capture = (error, context) => void sentry.captureException(error, context ? { extra: context } : undefined);
      return true;
    } catch (error) {
      console.warn('Error reporting could not start; errors are logged to the console only.', error);
      capture = null;
      return false;
    }
  })();
  return starting;
}

/** Logs `error` and sends it to the error service when one is running. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  console.error(error);
  try {
    capture?.(error, context);
  } catch {
    // The reporter itself failed: the console already has the error.
  }
}

/** For tests: forget a started reporter. */
export function resetErrorReporting(): void {
  capture = null;
  starting = null;
}
