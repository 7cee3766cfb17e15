import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger as PinoLogger } from 'pino';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { type AppConfig, loadConfig } from '../../src/config/app-config';
import { createLogger } from '../../src/common/logging/logger';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/** The real application (real Postgres, real Redis) initialised in-process for supertest; a test may pass its own logger to read the log. */
export async function createTestApp(env: Record<string, string> = {}, logger?: PinoLogger): Promise<TestApp> {
  const config = loadConfig({ ...process.env, ...env });
  const app = await createApp(config, logger ?? createLogger(config));
  await app.init();
  // Nest buffers its own log lines until listen(); a test reading the log needs them now.
  if (logger) app.flushLogs();
  return {
    app,
    config,
    http: () => request(app.getHttpServer()),
    close: () => app.close(),
  };
}
