import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { INSTALL_REDIS, startDevRedisServer } from '../redis/dev-redis-server';
import type { LocalService } from './local-service';
import { addressOf, redactUrl } from './startup-error';
import { describeRefusal, probe } from './tcp';

interface ResolvedServices {
  /** The configuration with the addresses of the servers actually in use. */
  config: AppConfig;
  /** Where the database in use came from, as messages say it. */
  databaseSource: string;
  /** Stops what was started here, the last started first. */
  stop(): Promise<void>;
}

/** Where the database and Redis were looked for, as messages say it. */
export function databaseSource(config: AppConfig): string {
  return `${redactUrl(config.databaseUrl)} (${config.localServices.postgres ? 'the default; DATABASE_URL is not set' : 'DATABASE_URL'})`;
}

function redisSource(config: AppConfig): string {
  return `${redactUrl(config.redisUrl)} (${config.localServices.redis ? 'the default; REDIS_URL is not set' : 'REDIS_URL'})`;
}

/**
 * Finds PostgreSQL and Redis. Outside production, an unset DATABASE_URL or REDIS_URL whose default
 * address does not answer gets a server started here (embedded-postgres, redis-server from the
 * PATH). A configured Redis that does not answer is only reported: the service runs without Redis
 * (counters read as zero) and reconnects when it comes.
 */
export async function resolveServices(config: AppConfig, logger: Logger): Promise<ResolvedServices> {
  const started: LocalService[] = [];
  const stop = async () => {
    for (let service = started.pop(); service; service = started.pop()) {
      const { name } = service;
      await service.stop().then(
        () => logger.info(`stopped the ${name}`),
        (error: Error) => logger.warn({ err: error }, `stopping the ${name} failed`),
      );
    }
  };
  try {
    let { redisUrl, databaseUrl } = config;
    let source = databaseSource(config);
    // Redis first: a missing redis-server is found at once, before PostgreSQL's longer start. A
    // Redis Cluster is the client's to reach (REDIS_URL is not used then).
    const redis = addressOf(redisUrl, 6379);
    const redisProbe = config.redisClusterNodes ? { answering: true, code: undefined } : await probe(redis.host, redis.port);
    if (!redisProbe.answering && config.localServices.redis) {
      const server = await startDevRedisServer({ dataDir: config.localServices.dataDir, tried: redisSource(config), logger });
      started.push(server);
      redisUrl = server.url;
    } else if (!redisProbe.answering) {
      logger.warn(
        { tried: redactUrl(redisUrl), why: redisProbe.code },
        `Redis does not answer at ${redisSource(config)}: ${describeRefusal(redisProbe.code, redis)}. MedPrep starts without it: ` +
          'performance counters read as zero and sign-in attempt limits are not enforced until Redis answers (the client keeps reconnecting). ' +
          `Fix: start Redis 7+ at ${redis.host}:${redis.port} or set REDIS_URL to a Redis that runs (${INSTALL_REDIS.map((line) => line.replace(/\s+/g, ' ')).join('; ')}).`,
      );
    }

    if (config.localServices.postgres) {
      const postgres = addressOf(databaseUrl, 5432);
      if (!(await probe(postgres.host, postgres.port)).answering) {
        const server = await startEmbeddedPostgres({
          dataDir: config.localServices.dataDir,
          database: decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'medprep',
          tried: databaseSource(config),
          logger,
        });
        started.push(server);
        databaseUrl = server.url;
        source = `${redactUrl(databaseUrl)} (the embedded development PostgreSQL)`;
      }
    }
    return { config: { ...config, databaseUrl, redisUrl }, databaseSource: source, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
