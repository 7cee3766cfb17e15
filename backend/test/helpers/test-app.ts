import type { NestExpressApplication } from '@nestjs/platform-express';
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

/** The real application (real Postgres, real Redis) initialised in-process for supertest. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...process.env, ...env });
  const app = await createApp(config, createLogger(config));
  await app.init();
  return {
    app,
    config,
    http: () => request(app.getHttpServer()),
    close: () => app.close(),
  };
}
