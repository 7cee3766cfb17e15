import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { AttemptCountersRepository } from './attempt-counters.repository';
import { AttemptLimiter } from './attempt-limiter';

/** The hash tag Redis Cluster places a key by: the first {…} with something inside. */
const hashTag = (key: string) => /\{([^}]+)\}/.exec(key)?.[1];

describe('AttemptLimiter keys', () => {
  it('should put an account\'s two sign-in counters in one cluster slot, so one script can reserve both', () => {
    const byAccount = AttemptLimiter.loginByAccount('amelia@example.test', 50, 900);
    const fromHere = AttemptLimiter.loginByAccountFrom('amelia@example.test', '203.0.113.7', 5, 900);
    expect(hashTag(fromHere.key)).toBeDefined();
    expect(hashTag(fromHere.key)).toBe(hashTag(byAccount.key));
    expect(fromHere.key).not.toBe(byAccount.key);
  });

  it('should keep different accounts and addresses apart, never holding the e-mail or address in clear', () => {
    const keys = [
      AttemptLimiter.loginByAccountFrom('amelia@example.test', '203.0.113.7', 5, 900).key,
      AttemptLimiter.loginByAccountFrom('amelia@example.test', '203.0.113.8', 5, 900).key,
      AttemptLimiter.loginByAccountFrom('tom@example.test', '203.0.113.7', 5, 900).key,
    ];
    expect(new Set(keys).size).toBe(3);
    expect(keys.join(' ')).not.toMatch(/example\.test|203\.0\.113/);
  });
});

describe('AttemptLimiter without Redis', () => {
  it('should let a sign-in attempt through when Redis cannot be reached, and log the lapse', async () => {
    // A real client with nothing listening at its address, failing at once as the app's client does.
    const redis = new Redis({ host: '127.0.0.1', port: 1, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const counters = new AttemptCountersRepository(redis);
      counters.onModuleInit();
      const limiter = new AttemptLimiter(counters);
      const limits = [AttemptLimiter.loginByAccountFrom('a@example.test', '203.0.113.7', 5, 900), AttemptLimiter.loginByAccount('a@example.test', 50, 900)];
      await expect(limiter.reserve(...limits)).resolves.toEqual({ granted: true });
      await expect(limiter.refund(...limits)).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Attempt limits not enforced: Redis unavailable/));
    } finally {
      warn.mockRestore();
      redis.disconnect();
    }
  });
});
