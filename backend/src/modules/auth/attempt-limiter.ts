import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { RedisClient } from '../../redis/redis-client';
import { RedisKeys } from '../../redis/keys';
import { REDIS } from '../../redis/redis.tokens';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Whether an attempt may go ahead; when not, how long until it may. */
type Reservation = { granted: true } | { granted: false; retryAfterSeconds: number };

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * Takes one attempt from every counter, or from none: if any counter is used up the reply is the
 * longest wait among the used-up ones (seconds), else 0 once every counter has been incremented
 * (each starting its window on the first attempt). ARGV holds max and window per key, in order.
 */
const RESERVE_LUA = `
local wait = 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[i * 2 - 1])
  if tonumber(redis.call('GET', key) or '0') >= max then
    local ttl = redis.call('TTL', key)
    if ttl < 1 then ttl = tonumber(ARGV[i * 2]) end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('INCR', key)
  redis.call('EXPIRE', key, ARGV[i * 2], 'NX')
end
return 0
`;

/** Gives back one attempt per counter (never below zero). */
const REFUND_LUA = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0
`;

type RedisWithScripts = RedisClient & {
  reserveAttempts(numberOfKeys: number, ...keysAndArgs: Array<string | number>): Promise<number>;
  refundAttempts(numberOfKeys: number, ...keys: string[]): Promise<number>;
};

/**
 * Counts attempts in Redis so that limits hold across instances. An attempt is reserved before the
 * work it guards (a password hash) and atomically across the counters given together, so a burst of
 * concurrent requests gets no more than the allowed attempts. If Redis is unreachable the limit is
 * not enforced (sign-in keeps working) and the lapse is logged.
 */
@Injectable()
export class AttemptLimiter implements OnModuleInit {
  private readonly logger = new Logger('AttemptLimiter');

  constructor(@Inject(REDIS) private readonly redis: RedisClient) {}

  onModuleInit() {
    const commands = this.redis as unknown as Partial<RedisWithScripts>;
    if (!commands.reserveAttempts) this.redis.defineCommand('reserveAttempts', { lua: RESERVE_LUA });
    if (!commands.refundAttempts) this.redis.defineCommand('refundAttempts', { lua: REFUND_LUA });
  }

  /** Sign-in attempts on one account, from any address (keys share the account's hash tag). */
  static loginByAccount(email: string, max: number, windowSeconds: number): Limit {
    return { key: RedisKeys.loginAttempts(hashed(email)), max, windowSeconds };
  }

  /** Sign-in attempts on one account from one client address (same slot as loginByAccount). */
  static loginByAccountFrom(email: string, ip: string, max: number, windowSeconds: number): Limit {
    return { key: RedisKeys.loginAttemptsFrom(hashed(email), hashed(ip)), max, windowSeconds };
  }

  /** Sign-in attempts from one client address, on any account. */
  static loginByIp(ip: string, max: number, windowSeconds: number): Limit {
    return { key: RedisKeys.rateLimit('login-ip', hashed(ip)), max, windowSeconds };
  }

  static registrationByIp(ip: string, max: number, windowSeconds: number): Limit {
    return { key: RedisKeys.rateLimit('register-ip', hashed(ip)), max, windowSeconds };
  }

  static resetByAccount(email: string, max: number, windowSeconds: number): Limit {
    return { key: RedisKeys.rateLimit('reset-account', hashed(email)), max, windowSeconds };
  }

  /**
   * Takes one attempt from each limit, or none if any is used up. The limits' keys must share one
   * Redis Cluster hash slot (one hash tag): the script touches them all.
   */
  async reserve(...limits: Limit[]): Promise<Reservation> {
    try {
      const args = limits.flatMap((l) => [l.max, l.windowSeconds]);
      const wait = Number(await (this.redis as RedisWithScripts).reserveAttempts(limits.length, ...limits.map((l) => l.key), ...args));
      return wait > 0 ? { granted: false, retryAfterSeconds: wait } : { granted: true };
    } catch (error) {
      this.lapse(error as Error);
      return { granted: true };
    }
  }

  /** Gives back an attempt taken by reserve (one slot, as for reserve). */
  async refund(...limits: Limit[]): Promise<void> {
    if (limits.length === 0) return;
    await (this.redis as RedisWithScripts).refundAttempts(limits.length, ...limits.map((l) => l.key)).catch((error: Error) => this.lapse(error));
  }

  /** True when the limit still had room; the attempt is counted either way. */
  async consume(limit: Limit): Promise<boolean> {
    try {
      const [[, count] = []] = (await this.redis.pipeline().incr(limit.key).expire(limit.key, limit.windowSeconds, 'NX').exec()) ?? [];
      return Number(count) <= limit.max;
    } catch (error) {
      this.lapse(error as Error);
      return true;
    }
  }

  async clear(...limits: Limit[]): Promise<void> {
    await Promise.all(limits.map((limit) => this.redis.del(limit.key).catch((error: Error) => this.lapse(error))));
  }

  private lapse(error: Error) {
    this.logger.warn(`Attempt limits not enforced: Redis unavailable (${error.message})`);
  }
}
