import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { RedisKeys } from '../../redis/keys';
import { AttemptCountersRepository, type CounterLimit } from './attempt-counters.repository';

export type Limit = CounterLimit;

/** Whether an attempt may go ahead; when not, how long until it may. */
type Reservation = { granted: true } | { granted: false; retryAfterSeconds: number };

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * Counts attempts in Redis so that limits hold across instances. An attempt is reserved before the
 * work it guards (a password hash) and atomically across the counters given together, so a burst of
 * concurrent requests gets no more than the allowed attempts. If Redis is unreachable the limit is
 * not enforced (sign-in keeps working) and the lapse is logged.
 */
@Injectable()
export class AttemptLimiter {
  private readonly logger = new Logger('AttemptLimiter');

  constructor(private readonly counters: AttemptCountersRepository) {}

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
      const wait = await this.counters.reserve(limits);
      return wait > 0 ? { granted: false, retryAfterSeconds: wait } : { granted: true };
    } catch (error) {
      this.lapse(error as Error);
      return { granted: true };
    }
  }

  /** Gives back an attempt taken by reserve (one slot, as for reserve). */
  async refund(...limits: Limit[]): Promise<void> {
    if (limits.length === 0) return;
    await this.counters.refund(limits).catch((error: Error) => this.lapse(error));
  }

  /** True when the limit still had room; the attempt is counted either way. */
  async consume(limit: Limit): Promise<boolean> {
    try {
      return (await this.counters.increment(limit)) <= limit.max;
    } catch (error) {
      this.lapse(error as Error);
      return true;
    }
  }

  async clear(...limits: Limit[]): Promise<void> {
    await Promise.all(limits.map((limit) => this.counters.clear(limit).catch((error: Error) => this.lapse(error))));
  }

  private lapse(error: Error) {
    this.logger.warn(`Attempt limits not enforced: Redis unavailable (${error.message})`);
  }
}
