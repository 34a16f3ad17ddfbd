import { Redis } from 'ioredis';

export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Undefined when Redis answers PING within 2 s; otherwise why not. */
export async function redisUnavailable(url = REDIS_URL): Promise<string | undefined> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return `Redis at ${url} did not answer: ${String(error)}`;
  } finally {
    redis.disconnect();
  }
}
