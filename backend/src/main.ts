import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';
import { createLogger } from './common/logging/logger';
import { initErrorReporting } from './common/observability/error-reporting';
import { prepareDatabase } from './database/prepare-database';

async function bootstrap() {
  const config = loadConfig();
  const logger = createLogger(config);
  initErrorReporting({ dsn: config.sentryDsn, environment: config.env });
  const started = Date.now();
  await prepareDatabase(config.databaseUrl, logger, { seed: config.seedOnStart });
  const app = await createApp(config, logger);
  await app.listen(config.port, config.host);
  logger.info({ port: config.port, ms: Date.now() - started }, `MedPrep is serving on http://localhost:${config.port}`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('MedPrep failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
