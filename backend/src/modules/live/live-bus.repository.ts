import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { isCluster, type RedisClient } from '../../redis/redis-client';
import { RedisChannels, RedisKeys } from '../../redis/keys';
import { REDIS } from '../../redis/redis.tokens';

/** The longest the start waits for the first subscription once connected. */
const SUBSCRIBE_WAIT_MS = 2000;

/**
 * The live channel's Redis side: publishing to every instance, and hearing them on a connection of
 * its own (a subscribed connection can run no other command), duplicated from the shared client so
 * that it has the same server (or cluster) and fail-fast options. It re-subscribes after every
 * reconnection; what was published while it was away is lost, which the clients' polling covers.
 */
@Injectable()
export class LiveBusRepository implements OnApplicationShutdown {
  private readonly logger = new Logger('LiveBus');
  private subscriber: RedisClient | null = null;
  private readonly channel: string;

  constructor(@Inject(REDIS) private readonly redis: RedisClient) {
    this.channel = RedisChannels.live(isCluster(redis) ? 0 : (redis.options.db ?? 0));
  }

  async publish(message: string): Promise<void> {
    await this.redis.publish(this.channel, message);
  }

  /** Hands every message published on the channel (by any instance, this one included) to `onMessage`. */
  async listen(onMessage: (message: string) => void): Promise<void> {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    let down = false;
    subscriber.on('error', (error: Error) => {
      if (!down) this.logger.warn(`Not hearing other instances (${error.message}); reconnecting`);
      down = true;
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) onMessage(message);
    });
    let firstSubscription: () => void = () => undefined;
    const subscribed = new Promise<void>((resolve) => (firstSubscription = resolve));
    subscriber.on('ready', () => {
      down = false;
      subscriber
        .subscribe(this.channel)
        .catch((error: Error) => this.logger.warn(`Subscribing failed: ${error.message}`))
        .finally(firstSubscription);
    });
    // Subscribed before the application starts (a cluster client is ready a little after its
    // connect() resolves); with Redis down it starts at once and subscribes when Redis is back.
    const connected = await subscriber.connect().then(
      () => true,
      () => false,
    );
    if (connected) await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref())]);
  }

  /** Records `buildId` as the current build; returns the one recorded before (null if none). */
  async swapBuild(buildId: string): Promise<string | null> {
    return this.redis.getset(RedisKeys.liveBuild, buildId);
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}
