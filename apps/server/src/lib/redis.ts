import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

const READY_WAIT_MS = 2000;

/**
 * A Redis connection for what several server processes share. Commands fail fast while it is down
 * (no offline queue, one retry, a 1 s timeout) so that callers can fall back instead of waiting;
 * it keeps reconnecting in the background and says so once per outage, never with the URL (it may
 * hold a password).
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only when REDIS_URL is set: about 20 MB a single process does not need.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  let down = false;
  redis.on('error', (error: Error & { code?: string }) => {
    if (!down) log.error({ code: error.code }, 'Redis does not answer: shared rate limits fall back to this process');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis answers again');
    down = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
