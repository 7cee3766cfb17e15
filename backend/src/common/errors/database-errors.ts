import { DatabaseError } from 'pg';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { DomainError } from './domain-error';

interface PgError {
  code?: string;
  constraint?: string;
}

export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
} as const;

/** What Postgres reported, from a TypeORM query or a query on the prepared-statement pool. */
export function pgErrorOf(error: unknown): PgError | undefined {
  if (error instanceof QueryFailedError) return error.driverError as PgError;
  return error instanceof DatabaseError ? error : undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === PG.uniqueViolation && (constraint === undefined || pg.constraint === constraint);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === PG.foreignKeyViolation;
}

/** Connection-level failures: the server went away, the pool could not connect, a connection was killed. */
const CONNECTION_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|ECONNREFUSED|ECONNRESET|terminating connection|the database system is (starting up|shutting down)|Client has encountered a connection error|Client was closed and is not queryable/i;

function isConnectionFailure(error: unknown): boolean {
  // TypeORM releases a query runner whose connection died; its next query (a multi-query read) then fails so.
  if (error instanceof QueryRunnerAlreadyReleasedError) return true;
  const code = pgErrorOf(error)?.code ?? (error as { code?: string } | null)?.code;
  if (code && (code.startsWith('08') || code.startsWith('57P'))) return true;
  const message = error instanceof Error ? error.message : '';
  return CONNECTION_MESSAGES.test(message);
}

/**
 * The transports' last line against a 500 that is not a bug: a value Postgres refuses as data
 * (class 22: a NUL character, a malformed uuid, a number out of range…) is the client's 400, and a
 * lost database connection is a 503 to retry while the pool reconnects. Anything else, including
 * constraint violations a service should have handled, stays an internal error.
 */
export function databaseErrorAsDomainError(error: unknown): DomainError | null {
  const code = pgErrorOf(error)?.code;
  if (code?.startsWith('22')) return new DomainError('invalid', 'INVALID_VALUE', 'The request contains a value that is not allowed (check for unusual characters or out-of-range numbers).');
  if (isConnectionFailure(error)) return new DomainError('unavailable', 'DATABASE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.', { retryAfterSeconds: 2 });
  return null;
}
