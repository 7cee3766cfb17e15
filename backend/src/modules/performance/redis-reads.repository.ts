import { Inject, Injectable } from '@nestjs/common';
import { type RedisClient, scanKeys } from '../../redis/redis-client';
import { REDIS } from '../../redis/redis.tokens';

export type ReadCommand = 'HGETALL' | 'HGET' | 'SCARD' | 'SMEMBERS' | 'GET';

/** The Redis reads a client may ask for, run as given: which key and command may be read is the service's rule. */
@Injectable()
export class RedisReadsRepository {
  constructor(@Inject(REDIS) private readonly redis: RedisClient) {}

  typeOf(key: string): Promise<string> {
    return this.redis.type(key);
  }

  read(command: ReadCommand, key: string, field?: string): Promise<unknown> {
    switch (command) {
      case 'HGETALL':
        return this.redis.hgetall(key);
      case 'HGET':
        return this.redis.hget(key, field!);
      case 'SCARD':
        return this.redis.scard(key);
      case 'SMEMBERS':
        return this.redis.smembers(key);
      case 'GET':
        return this.redis.get(key);
    }
  }

  /** Keys matching the pattern, by SCAN (every master of a cluster), stopping once `max` are found. */
  async scan(match: string, max: number): Promise<string[]> {
    const keys: string[] = [];
    for await (const batch of scanKeys(this.redis, match, 200)) {
      keys.push(...batch.keys);
      if (keys.length >= max) break;
    }
    return keys.slice(0, max);
  }
}
