import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';

/** Never written to a log: credentials travel in these. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** The process logger (stdout unless a destination is given, as tests do to read what was logged). */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'production'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { service: 'medprep' } };
  return destination ? pino(options, destination) : pino(options);
}
