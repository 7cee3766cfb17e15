import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { type AppConfig, ConfigError, loadConfig } from './config/app-config';
import { DEFAULT_FRONTEND_DIST } from './config/paths';
import { createLogger } from './common/logging/logger';
import { initErrorReporting } from './common/observability/error-reporting';
import { explainDatabaseError, explainListenError } from './startup/explain';
import { resolveServices } from './startup/local-services';
import { StartupError } from './startup/startup-error';
import { assertCanListen } from './startup/tcp';

async function bootstrap() {
  const configured = loadConfig();
  const logger = createLogger(configured);
  initErrorReporting({ dsn: configured.sentryDsn, environment: configured.env });
  const started = Date.now();
  // A port in use is told before anything is started or migrated.
  if (configured.port !== 0) await assertCanListen(configured.host, configured.port).catch((error) => Promise.reject(explainListenError(error, configured.host, configured.port)));
  const services = await resolveServices(configured, logger);
  try {
    const { config } = services;
    // Loaded once the settings, the port and Redis have passed: a failure among those is told at
    // once, not after the whole application (seconds of loading) has been read.
    const { prepareDatabase } = await import('./database/prepare-database.js');
    const { createApp } = await import('./app.factory.js');
    await prepareDatabase(config.databaseUrl, logger, { seed: config.seedOnStart }).catch((error) =>
      Promise.reject(explainDatabaseError(error, { url: config.databaseUrl, source: services.databaseSource, canEmbed: !config.production })),
    );
    warnWhenWebAppMissing(config, logger);
    const app = await createApp(config, logger);
    await app.listen(config.port, config.host).catch((error) => Promise.reject(explainListenError(error, config.host, config.port)));
    stopOnSignals(app, services.stop, logger);
    logger.info({ port: config.port, ms: Date.now() - started }, `MedPrep is serving on http://localhost:${config.port}`);
  } catch (error) {
    await services.stop();
    throw error;
  }
}

function warnWhenWebAppMissing(config: AppConfig, logger: Logger) {
  const dist = config.frontendDist ?? DEFAULT_FRONTEND_DIST;
  if (existsSync(join(dist, 'index.html'))) return;
  logger.warn(
    { frontendDist: dist },
    `The web app is not built (${join(dist, 'index.html')} is missing): the API serves, pages answer 503. Fix: npm run build (npm start builds it), or set FRONTEND_DIST to the built web app.`,
  );
}

/** On SIGINT, SIGTERM or SIGHUP: stop taking requests and close connections, then stop what was started here, then exit. */
function stopOnSignals(app: NestExpressApplication, stopServices: () => Promise<void>, logger: Logger) {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'MedPrep is shutting down');
    void app
      .close()
      .catch((error: Error) => logger.error({ err: error }, 'closing the application failed'))
      .then(stopServices)
      .finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(error.message);
  } else if (error instanceof ConfigError) {
    console.error(
      new StartupError('a setting is invalid.', 'the settings in the environment variables', error.problems.join('; '), [
        'set each variable named above to a valid value (README.md, "Configuration", lists every variable with its default and meaning)',
      ]).message,
    );
  } else {
    console.error('MedPrep failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
