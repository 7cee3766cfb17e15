import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { RedisKeys } from '../../redis/keys';
import { pipelinePerSlot, type RedisClient } from '../../redis/redis-client';
import { REDIS } from '../../redis/redis.tokens';
import { AuthErrors } from './auth.errors';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * Counts failures in Redis so that limits hold across instances. If Redis is unreachable the
 * limit is not enforced (logins keep working) and the lapse is logged.
 */
@Injectable()
export class AttemptLimiter {
  private readonly logger = new Logger('AttemptLimiter');

  constructor(@Inject(REDIS) private readonly redis: RedisClient) {}

  static loginByAccount(email: string, max: number, windowSeconds: number): Limit {
    return { key: RedisKeys.rateLimit('login-account', hashed(email)), max, windowSeconds };
  }

  static loginByIp(ip: string, max: number, windowSeconds: number): Limit {
    return { key: RedisKeys.rateLimit('login-ip', hashed(ip)), max, windowSeconds };
  }

  static resetByAccount(email: string, max: number, windowSeconds: number): Limit {
    return { key: RedisKeys.rateLimit('reset-account', hashed(email)), max, windowSeconds };
  }

  /** Throws TOO_MANY_ATTEMPTS (with the seconds to wait) when any limit is used up. */
  async assertNotExceeded(...limits: Limit[]): Promise<void> {
    const states = await this.read(limits);
    const blocked = states.filter((s) => s.count >= s.limit.max);
    if (blocked.length > 0) throw AuthErrors.tooManyAttempts(Math.max(...blocked.map((s) => s.ttl)));
  }

  /** True when the limit still had room; the attempt is counted either way. */
  async consume(limit: Limit): Promise<boolean> {
    const counts = await this.record([limit]);
    return counts[0] === undefined || counts[0] <= limit.max;
  }

  async recordFailure(...limits: Limit[]): Promise<void> {
    await this.record(limits);
  }

  async clear(limit: Limit): Promise<void> {
    await this.redis.del(limit.key).catch((error: Error) => this.lapse(error));
  }

  private async read(limits: Limit[]) {
    try {
      const replies = await pipelinePerSlot(this.redis, limits, (limit) => limit.key, (pipeline, { key }) => pipeline.get(key).ttl(key));
      return limits.map((limit, i) => ({
        limit,
        count: Number(replies[i][0] ?? 0),
        ttl: Math.max(1, Number(replies[i][1] ?? limit.windowSeconds)),
      }));
    } catch (error) {
      this.lapse(error as Error);
      return [];
    }
  }

  private async record(limits: Limit[]): Promise<Array<number | undefined>> {
    try {
      const replies = await pipelinePerSlot(this.redis, limits, (limit) => limit.key, (pipeline, { key, windowSeconds }) => pipeline.incr(key).expire(key, windowSeconds, 'NX'));
      return replies.map(([count]) => Number(count));
    } catch (error) {
      this.lapse(error as Error);
      return limits.map(() => undefined);
    }
  }

  private lapse(error: Error) {
    this.logger.warn(`Attempt limits not enforced: Redis unavailable (${error.message})`);
  }
}
