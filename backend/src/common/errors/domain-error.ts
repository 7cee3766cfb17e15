/** How a domain error should be understood by any transport. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

/**
 * The one error type domain code throws. It carries a stable `code` for clients and a `kind` that
 * each transport maps once (to an HTTP status or a TRPCError code); domain code never throws HTTP
 * exceptions, since REST and tRPC serve the same services.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
