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
