import pino, { type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';

/** Never written to a log: credentials travel in these. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

export function createLogger(config: Pick<AppConfig, 'logLevel' | 'production'>): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: 'medprep' },
  });
}
