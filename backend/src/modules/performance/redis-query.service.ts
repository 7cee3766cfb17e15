import { Injectable, Logger } from '@nestjs/common';
import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';
import { RedisKeys } from '../../redis/keys';
import { type ReadCommand, RedisReadsRepository } from './redis-reads.repository';

export interface RedisQuery {
  command: string;
  args: string[];
}

interface RedisQueryResult {
  success: boolean;
  result: unknown;
  error: string | null;
}

const HASH_COMMANDS = new Set(['HGETALL', 'HGET']);
const READ_COMMANDS = new Set<string>(['HGETALL', 'HGET', 'SCARD', 'SMEMBERS', 'GET', 'KEYS'] satisfies Array<ReadCommand | 'KEYS'>);
/** Aggregates anyone may read: exam totals and peer records, and question-level peer records. */
const PUBLIC_KEY = /^(exam:\{e:[0-9a-f-]{36}\}:(qtotal|qset|peer)|question:\{q:[0-9a-f-]{36}\}:perf)$/;
const MAX_KEYS = 500;
export const MAX_PIPELINE = 50;

/**
 * Client-facing Redis reads: read commands only, on the caller's own keys
 * or on public aggregates; KEYS is a bounded SCAN of the caller's own prefix. Nothing else passes.
 */
@Injectable()
export class RedisQueryService {
  private readonly logger = new Logger('RedisQuery');

  constructor(private readonly reads: RedisReadsRepository) {}

  async run(userId: string, query: RedisQuery): Promise<RedisQueryResult> {
    const command = query.command.trim().toUpperCase();
    const args = query.args ?? [];
    if (!READ_COMMANDS.has(command)) throw new DomainError('invalid', 'REDIS_COMMAND_REFUSED', `${Messages.redis.unknownRawQueryError} Only ${[...READ_COMMANDS].join(', ')} are allowed.`);
    if (command === 'KEYS') return this.ownKeys(userId, args[0] ?? '*');
    const key = args[0];
    if (!key) throw new DomainError('invalid', 'REDIS_KEY_REQUIRED', 'A key is required.');
    if (!this.mayRead(userId, key)) throw new DomainError('forbidden', 'REDIS_KEY_FORBIDDEN', 'You can only read your own records and public aggregates.');
    if (command === 'HGET' && !args[1]) throw new DomainError('invalid', 'REDIS_FIELD_REQUIRED', 'HGET needs a field.');
    try {
      const result = await this.reads.read(command as ReadCommand, key, args[1]);
      return { success: true, result, error: null };
    } catch (error) {
      this.logger.warn(`Redis read failed: ${(error as Error).message}`);
      const message = HASH_COMMANDS.has(command) ? Messages.redis.unknownHashQueryError : Messages.redis.unknownRawQueryError;
      throw new DomainError('unavailable', 'REDIS_UNAVAILABLE', message);
    }
  }

  async pipeline(userId: string, queries: RedisQuery[]): Promise<RedisQueryResult[]> {
    if (queries.length > MAX_PIPELINE) throw new DomainError('invalid', 'REDIS_PIPELINE_TOO_LONG', `At most ${MAX_PIPELINE} commands per pipeline.`);
    return Promise.all(
      queries.map((q) =>
        this.run(userId, q).catch((error: unknown) => {
          if (error instanceof DomainError) return { success: false, result: null, error: error.message };
          throw error;
        }),
      ),
    );
  }

  /** GET /api/r/:key: the value of one readable key, whatever its type. */
  async read(userId: string, key: string): Promise<RedisQueryResult> {
    if (!this.mayRead(userId, key)) throw new DomainError('forbidden', 'REDIS_KEY_FORBIDDEN', 'You can only read your own records and public aggregates.');
    try {
      const type = await this.reads.typeOf(key);
      const command = type === 'hash' ? 'HGETALL' : type === 'set' ? 'SMEMBERS' : 'GET';
      return { success: true, result: type === 'none' ? null : await this.reads.read(command, key), error: null };
    } catch (error) {
      this.logger.warn(`Redis read failed: ${(error as Error).message}`);
      throw new DomainError('unavailable', 'REDIS_UNAVAILABLE', Messages.redis.unknownRawQueryError);
    }
  }

  private mayRead(userId: string, key: string): boolean {
    return key.startsWith(RedisKeys.userPrefix(userId)) || PUBLIC_KEY.test(key);
  }

  /** KEYS as a bounded SCAN confined to the caller's prefix: a pattern can never escape it. */
  private async ownKeys(userId: string, pattern: string): Promise<RedisQueryResult> {
    const prefix = RedisKeys.userPrefix(userId);
    const suffix = pattern.startsWith(prefix) ? pattern.slice(prefix.length) : pattern;
    const match = `${prefix.replace(/[*?[\]\\{}]/g, '\\$&')}${suffix.replace(/[[\]\\]/g, '\\$&') || '*'}`;
    try {
      return { success: true, result: (await this.reads.scan(match, MAX_KEYS)).sort(), error: null };
    } catch (error) {
      this.logger.warn(`Redis scan failed: ${(error as Error).message}`);
      throw new DomainError('unavailable', 'REDIS_UNAVAILABLE', Messages.redis.unknownRawQueryError);
    }
  }
}
