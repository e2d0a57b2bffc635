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
/** The same news through PostgreSQL's own notifications, when there is no Redis. */
const DATABASE_CHANNEL = 'pepites_public_writes';

/**
 * The count of public writes, heard from every process: each write is published on one channel and
 * every other process moves its own count when it hears it, so a list made private through one
 * process stops being served from another's caches at once, not when their kept answers expire
 * (docs/architecture.md#several-processes). The channel is Redis's with REDIS_URL, else the
 * database's (LISTEN/NOTIFY, as sessions are, decision 039). A lost channel moves the count (what
 * was kept may predate a write missed meanwhile), and while it is down answers are kept half a
 * second only.
 */
export const publicWritesPlugin = fp(
  async (app: FastifyInstance, options: { channel?: string }) => {
    // Its own messages come back to this process, which has already counted them.
    const origin = randomUUID();
    const onMessage = (message: string) => {
      if (message !== origin) writes.heard();
    };
    const onGap = () => writes.heard();
    const redis = app.redis;
    let writes: PublicWrites;
    if (redis) {
      const channel = options.channel ?? CHANNEL;
      const shared = listenToRedisChannel(redis, channel, {
        log: app.log,
        unavailable: "visitors' cache channel unavailable: other processes' writes show here once kept answers expire",
        onMessage,
        onGap,
      });
      writes = createPublicWrites(() => void redis.publish(channel, origin).catch(() => undefined), shared.listening);
      await awaitJoin(redis, shared);
      app.addHook('onClose', shared.close);
    } else {
      // A channel is an identifier to PostgreSQL (a test's own name may be Redis-style).
      const channel = (options.channel ?? DATABASE_CHANNEL).replace(/\W/g, '_');
      const listener = await app.database.listen(channel, { onMessage, onGap });
      writes = createPublicWrites(
        () => void app.database.runSql('select pg_notify($1, $2)', [channel, origin]).catch(() => undefined),
        listener.listening,
      );
      await listener.joined;
      app.addHook('onClose', listener.close);
    }
    app.decorate('publicWrites', writes);
  },
  { name: 'pepites-public-writes', dependencies: ['pepites-redis'] },
);
