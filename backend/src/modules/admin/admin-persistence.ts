import { PG, pgErrorOf } from '../../common/errors/database-errors';
import type { DomainError } from '../../common/errors/domain-error';
import { AdminErrors } from './admin.errors';

const NUMERIC_OUT_OF_RANGE = '22003';
const INVALID_TEXT_REPRESENTATION = '22P02';
const CHARACTER_NOT_IN_REPERTOIRE = '22021';

/**
 * Runs a write and turns what Postgres refuses into domain errors, so that a constraint the
 * service did not pre-check (or a race between two admins) is a 409 or a 400, never a 500.
 * `conflicts` names the domain error for each unique constraint the write may hit.
 */
export async function guardedWrite<T>(write: () => Promise<T>, conflicts: Record<string, () => DomainError> = {}): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = pgErrorOf(error);
    if (!pg) throw error;
    switch (pg.code) {
      case PG.uniqueViolation: {
        const conflict = pg.constraint ? conflicts[pg.constraint] : undefined;
        throw conflict ? conflict() : AdminErrors.duplicate(pg.constraint);
      }
      case PG.foreignKeyViolation:
        throw AdminErrors.referenceMissing(pg.constraint);
      case PG.checkViolation:
      case PG.notNullViolation:
      case NUMERIC_OUT_OF_RANGE:
      case INVALID_TEXT_REPRESENTATION:
      case CHARACTER_NOT_IN_REPERTOIRE:
        throw AdminErrors.ruleBroken(pg.constraint);
      default:
        throw error;
    }
  }
}
