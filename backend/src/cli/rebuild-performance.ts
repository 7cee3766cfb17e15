import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config';
import { createDataSource } from '../database/data-source';
import { rebuildPerformance } from '../modules/performance/performance-rebuild';
import { connectRedis } from '../redis/redis-client';
import { createRedisClient } from '../redis/redis.module';
import { progressBar } from './progress-bar';

/** `npm run performance:rebuild`: recompute every Redis performance counter from Postgres. */
async function main() {
  const config = loadConfig();
  const db = await createDataSource(config.databaseUrl).initialize();
  const redis = createRedisClient({ ...config, redisCommandTimeoutMs: 60_000 });
  try {
    await connectRedis(redis);
    const started = Date.now();
    const { attempts } = await rebuildPerformance(db, redis, progressBar());
    console.log(`Rebuilt performance counters from ${attempts} attempts in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    redis.disconnect();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
