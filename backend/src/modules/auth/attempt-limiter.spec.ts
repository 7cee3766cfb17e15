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
