import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RedisClient } from '../../redis/redis-client';
import { REDIS } from '../../redis/redis.tokens';

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

/** A counter's key, its cap and its window. */
export interface CounterLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** The attempt counters in Redis: every command the limits run. Errors reach the caller. */
@Injectable()
export class AttemptCountersRepository implements OnModuleInit {
  constructor(@Inject(REDIS) private readonly redis: RedisClient) {}

  onModuleInit() {
    const commands = this.redis as unknown as Partial<RedisWithScripts>;
    if (!commands.reserveAttempts) this.redis.defineCommand('reserveAttempts', { lua: RESERVE_LUA });
    if (!commands.refundAttempts) this.redis.defineCommand('refundAttempts', { lua: REFUND_LUA });
  }

  /** Seconds to wait when any counter is used up (none is then taken), else 0 with each one taken. */
  async reserve(limits: readonly CounterLimit[]): Promise<number> {
    const args = limits.flatMap((l) => [l.max, l.windowSeconds]);
    return Number(await (this.redis as RedisWithScripts).reserveAttempts(limits.length, ...limits.map((l) => l.key), ...args));
  }

  async refund(limits: readonly CounterLimit[]): Promise<void> {
    await (this.redis as RedisWithScripts).refundAttempts(limits.length, ...limits.map((l) => l.key));
  }

  /** Counts one attempt (its window starting with the first) and returns the count. */
  async increment(limit: CounterLimit): Promise<number> {
    const [[, count] = []] = (await this.redis.pipeline().incr(limit.key).expire(limit.key, limit.windowSeconds, 'NX').exec()) ?? [];
    return Number(count);
  }

  async clear(limit: CounterLimit): Promise<void> {
    await this.redis.del(limit.key);
  }
}
