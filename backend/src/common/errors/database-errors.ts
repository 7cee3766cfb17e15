import { QueryFailedError } from 'typeorm';
import { DomainError } from './domain-error';

export interface PgError {
  code?: string;
  constraint?: string;
}

export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
} as const;

export function pgErrorOf(error: unknown): PgError | undefined {
  return error instanceof QueryFailedError ? (error.driverError as PgError) : undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === PG.uniqueViolation && (constraint === undefined || pg.constraint === constraint);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === PG.foreignKeyViolation;
}

/**
 * The transports' last line against a 500 for bad input: a value Postgres refuses as data (class
 * 22: a NUL character, a malformed uuid, a number out of range…) becomes a 400. Anything else,
 * including constraint violations a service should have handled, stays an internal error.
 */
export function dataExceptionAsDomainError(error: unknown): DomainError | null {
  const code = pgErrorOf(error)?.code;
  if (code?.startsWith('22')) return new DomainError('invalid', 'INVALID_VALUE', 'The request contains a value that is not allowed (check for unusual characters or out-of-range numbers).');
  return null;
}
