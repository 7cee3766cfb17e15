import Redis from 'ioredis';

/** Empties the test Redis database (never the development one: see test-env.ts). */
export async function flushTestRedis(): Promise<void> {
  const url = process.env.REDIS_URL!;
  if (!/\/(\d+)$/.test(url) || url.endsWith('/0')) throw new Error(`Refusing to flush ${url}: tests use a numbered Redis database other than 0`);
  const redis = new Redis(url);
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/**
 * Every counter (with its value) whose key mentions one of `ids`. Exam totals are left out: they are
 * published at start and on question changes, not by answers. `rename` rewrites keys, hash fields and
 * set members (e.g. ids to stable names, so two users who did the same thing compare equal).
 */
export async function countersMentioning(redis: Redis, ids: readonly string[], rename: (text: string) => string = (text) => text): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      if (!ids.some((id) => key.includes(id)) || /:(qtotal|qset)$/.test(key)) continue;
      const type = await redis.type(key);
      out[rename(key)] =
        type === 'hash'
          ? Object.fromEntries(Object.entries(await redis.hgetall(key)).map(([field, value]) => [rename(field), value]))
          : type === 'set'
            ? (await redis.smembers(key)).map(rename).sort()
            : await redis.get(key);
    }
  } while (cursor !== '0');
  return out;
}
