import { STATUS_CODES } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { Messages } from '@medprep/shared';
import { databaseErrorAsDomainError } from './database-errors';
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
    const body = this.toBody(exception);
    if (response.headersSent) return;
    const retryAfter = exception instanceof DomainError ? exception.details?.retryAfterSeconds : undefined;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json(body);
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
    return { statusCode: 500, error: 'Internal Server Error', message: Messages.http.internal };
  }
}
