import { Injectable } from '@nestjs/common';
import type { MiddlewareOptions, TRPCMiddleware } from 'nestjs-trpc';
import { databaseErrorAsDomainError } from '../common/errors/database-errors';
import { DomainError } from '../common/errors/domain-error';
import { toTRPCError } from '../common/errors/error-mapping';

/**
 * nestjs-trpc runs no Nest exception filters, so a DomainError thrown by a service would become a
 * 500. This global middleware is the tRPC transport's one mapper from domain errors (and data
 * Postgres refuses as input) to TRPCErrors.
 */
@Injectable()
export class DomainErrorMiddleware implements TRPCMiddleware {
  async use(opts: MiddlewareOptions) {
    const result = await opts.next();
    if (!result.ok) {
      const cause = (result.error as { cause?: unknown }).cause;
      const domainError = cause instanceof DomainError ? cause : databaseErrorAsDomainError(cause);
      if (domainError) throw toTRPCError(domainError);
    }
    return result;
  }
}
