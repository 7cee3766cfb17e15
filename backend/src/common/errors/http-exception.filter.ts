import { STATUS_CODES } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Messages } from '@medprep/shared';
import { databaseErrorAsDomainError } from './database-errors';
import { reportError } from '../observability/error-reporting';
import { DomainError } from './domain-error';
import { httpStatusOf } from './error-mapping';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
  code?: string;
  details?: Record<string, unknown>;
}

/** Errors raised by Express middleware before Nest (e.g. a body over the size limit) carry a status. */
function middlewareStatus(exception: unknown): number | undefined {
  const status = (exception as { status?: unknown; statusCode?: unknown })?.status ?? (exception as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Refusals worth a security log line: failed authentication, missing rights, attempt limits. */
const DENIALS = new Set<DomainError['kind']>(['unauthenticated', 'forbidden', 'rate_limited']);

const MIDDLEWARE_MESSAGES: Record<string, string> = {
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body has an unsupported encoding.',
};

/**
 * The REST transport's one error mapper: domain errors by their kind, Nest HTTP exceptions as they
 * are, client errors from middleware with a readable message, anything else as a logged 500 whose
 * body says nothing about the internals.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost) {
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof DomainError && DENIALS.has(exception.kind)) this.logDenial(exception, host.switchToHttp().getRequest<Request>());
    const body = this.toBody(exception);
    if (response.headersSent) return;
    const retryAfter = exception instanceof DomainError ? exception.details?.retryAfterSeconds : undefined;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json(body);
  }

  /** Authentication and authorisation failures, for the security log: who, what and where, never a credential. */
  private logDenial(error: DomainError, req: Request) {
    const userId = (req.user as { userId?: string } | undefined)?.userId ?? null;
    this.logger.warn({ event: 'access.denied', code: error.code, method: req.method, path: req.path, userId, ip: req.ip }, `Access denied: ${error.code}`);
  }

  private toBody(raw: unknown): ErrorBody {
    const exception = databaseErrorAsDomainError(raw) ?? raw;
    if (exception instanceof DomainError) {
      const statusCode = httpStatusOf(exception);
      return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: exception.message, code: exception.code, details: exception.details };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const raw = exception.getResponse();
      const message = typeof raw === 'string' ? raw : ((raw as { message?: string | string[] }).message ?? exception.message);
      return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
    }
    const clientStatus = middlewareStatus(exception);
    if (clientStatus) {
      const type = (exception as { type?: string }).type ?? '';
      return { statusCode: clientStatus, error: STATUS_CODES[clientStatus] ?? 'Error', message: MIDDLEWARE_MESSAGES[type] ?? 'The request could not be processed.' };
    }
    this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    reportError(exception);
    return { statusCode: 500, error: 'Internal Server Error', message: Messages.http.internal };
  }
}
