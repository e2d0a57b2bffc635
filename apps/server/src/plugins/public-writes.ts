import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPublicWrites, type PublicWrites } from '../lib/public-writes.js';
import { awaitJoin, listenToRedisChannel } from '../lib/redis-channel.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the writes that changed what visitors see: a page or an answer kept from before one is stale. */
    publicWrites: PublicWrites;
  }
}

const CHANNEL = 'pepites:public-writes';

/**
 * The count of public writes. With REDIS_URL each write is published on one channel and every other
 * process moves its own count when it hears it, so a list made private through one process stops
 * being served from another's caches at once, not when their kept answers expire
 * (docs/architecture.md#several-processes). A process that does not hear the channel (Redis down)
 * falls back to that expiry, half a second.
 */
export const publicWritesPlugin = fp(
  async (app: FastifyInstance, options: { channel?: string }) => {
    const redis = app.redis;
    if (!redis) {
      app.decorate('publicWrites', createPublicWrites());
      return;
    }
    const channel = options.channel ?? CHANNEL;
    // Its own messages come back to this process, which has already counted them.
    const origin = randomUUID();
    const writes = createPublicWrites(() => void redis.publish(channel, origin).catch(() => undefined));
    const shared = listenToRedisChannel(redis, channel, {
      log: app.log,
      unavailable: "visitors' cache channel unavailable: other processes' writes show here once kept answers expire",
      onMessage: (message) => {
        if (message !== origin) writes.heard();
      },
    });
    await awaitJoin(redis, shared);
    app.decorate('publicWrites', writes);
    app.addHook('onClose', shared.close);
  },
  { name: 'pepites-public-writes', dependencies: ['pepites-redis'] },
);
