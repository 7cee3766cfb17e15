import type { LoggerService } from '@nestjs/common';
import type { Logger, Level } from 'pino';

/**
 * Nest's logger interface written to pino: `new Logger('Auth').warn({ event, … }, 'message')` becomes one
 * JSON line with `context: 'Auth'` and the object's fields. The last extra argument is the context, as Nest
 * passes it; an Error becomes `err`.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]) {
    if (!this.logger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    if (params.length > 0) fields.context = params[params.length - 1];
    const rest = params.slice(0, -1);
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, ...(rest as []));
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...fields, ...message }, ...(rest as []));
    } else if (level === 'error' && isStack(rest)) {
      // Nest's own exception handlers call error(message, stack, context).
      const err = new Error(String(message));
      err.stack = rest[0] as string;
      this.logger.error({ ...fields, err });
    } else {
      this.logger[level](fields, String(message), ...(rest as []));
    }
  }
}

function isStack(rest: unknown[]): boolean {
  return rest.length === 1 && typeof rest[0] === 'string' && /\n\s*at /.test(rest[0]);
}
