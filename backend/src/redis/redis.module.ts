import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis, { Cluster } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { connectRedis, type RedisClient } from './redis-client';
import { REDIS } from './redis.tokens';

/**
 * One Redis client for the process, set to fail fast: no offline queue, a short command timeout and
 * nothing resent after a reconnect, so a Redis outage makes a counter read fall back at once instead
 * of holding a request, and a write that failed stays failed. With cluster nodes configured it is a
 * Redis Cluster client with the same behaviour.
 */
export function createRedisClient(config: AppConfig): RedisClient {
  const failFast = {
    maxRetriesPerRequest: 1,
    commandTimeout: config.redisCommandTimeoutMs,
    connectTimeout: 2000,
    // A command cut off by the timeout has already failed for its caller (an answer's counters are
    // then left to performance:rebuild); sent again on reconnecting, it would count twice.
    autoResendUnfulfilledCommands: false,
  };
  const retry = (attempt: number) => Math.min(attempt * 200, 2000);
  if (config.redisClusterNodes) {
    return new Cluster(config.redisClusterNodes, {
      enableOfflineQueue: false,
      lazyConnect: true,
      // Not on a cluster: ioredis groups a script's calls by their first argument (the number of
      // keys), not by their keys, so calls bound for different masters would share a pipeline,
      // which the cluster client then refuses whole.
      enableAutoPipelining: false,
      clusterRetryStrategy: retry,
      redisOptions: failFast,
      // A command whose connection closed may have run on the master that died: not sent again
      // elsewhere, for the same reason as above. Redirections (MOVED, ASK, CLUSTERDOWN, TRYAGAIN)
      // are answers from a node that did not run the command, and are followed.
      retryDelayOnFailover: 0,
      // Slots are re-read this often, so a promoted replica is found without waiting for a MOVED.
      slotsRefreshInterval: 1000,
      slotsRefreshTimeout: config.redisCommandTimeoutMs,
    });
  }
  return new Redis(config.redisUrl, {
    ...failFast,
    enableOfflineQueue: false,
    lazyConnect: true,
    // Commands issued in the same tick by concurrent requests go out in one write.
    enableAutoPipelining: true,
    retryStrategy: retry,
  });
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const client = createRedisClient(config);
        const logger = new Logger('Redis');
        let down = false;
        client.on('error', (error: Error) => {
          if (!down) logger.warn(`Redis unavailable: ${error.message}`);
          down = true;
        });
        client.on('ready', () => {
          if (down) logger.log('Redis reconnected');
          down = false;
        });
        // Wait for the first connection so the first request finds Redis ready; if Redis is down the
        // service starts anyway (answers still work) and the client keeps reconnecting.
        await connectRedis(client).catch(() => undefined);
        return client;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: RedisClient) {}

  async onApplicationShutdown() {
    this.redis.disconnect();
  }
}
