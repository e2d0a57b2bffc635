import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openRedis } from '../lib/redis.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis of a multi-process deployment (REDIS_URL), or null for a single process. */
    redis: Redis | null;
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl ? await openRedis(app.config.redisUrl, app.log) : null;
    app.decorate('redis', redis);
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
  },
  { name: 'pepites-redis' },
);
