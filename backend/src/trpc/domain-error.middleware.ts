import { Injectable, Logger } from '@nestjs/common';
import type { TRPCError } from '@trpc/server';
import type { MiddlewareOptions, TRPCMiddleware } from 'nestjs-trpc';
import { databaseErrorAsDomainError } from '../common/errors/database-errors';
import { DomainError } from '../common/errors/domain-error';
import { toTRPCError } from '../common/errors/error-mapping';
import { reportError } from '../common/observability/error-reporting';
import type { AppContext } from './trpc-context';

/** Refusals worth a security log line: failed authentication, missing rights, attempt limits. */
const DENIALS = new Set<TRPCError['code']>(['UNAUTHORIZED', 'FORBIDDEN', 'TOO_MANY_REQUESTS']);

/**
 * nestjs-trpc runs no Nest exception filters, so a DomainError thrown by a service would become a
 * 500. This global middleware is the tRPC transport's one mapper from domain errors (and data
 * Postgres refuses as input) to TRPCErrors.
 */
@Injectable()
export class DomainErrorMiddleware implements TRPCMiddleware {
  private readonly logger = new Logger('tRPC');

  async use(opts: MiddlewareOptions<AppContext>) {
    const result = await opts.next();
    if (!result.ok) {
      const cause = (result.error as { cause?: unknown }).cause;
      const domainError = cause instanceof DomainError ? cause : databaseErrorAsDomainError(cause);
      const error: TRPCError = domainError ? toTRPCError(domainError) : (result.error as TRPCError);
      if (DENIALS.has(error.code)) await this.logDenial(opts, error, domainError?.code);
      if (!domainError && error.code === 'INTERNAL_SERVER_ERROR') reportError(cause ?? error);
      if (domainError) throw error;
    }
    return result;
  }

  /** Authentication and authorisation failures, for the security log: who, what and where, never a credential. */
  private async logDenial(opts: MiddlewareOptions<AppContext>, error: TRPCError, domainCode: string | undefined) {
    const caller = opts.ctx.token ? await opts.ctx.principal().catch(() => null) : null;
    this.logger.warn(
      { event: 'access.denied', code: domainCode ?? error.code, procedure: opts.path, type: opts.type, userId: caller?.userId ?? null, ip: opts.ctx.req.ip },
      `Access denied: ${domainCode ?? error.code}`,
    );
  }
}
