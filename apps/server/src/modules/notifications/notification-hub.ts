import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { awaitJoin, listenToRedisChannel } from '../../lib/redis-channel.js';

/**
 * What a stream is told: a user has something new, their import moved on (modules/imports), or a
 * session (or every session of a user) ended.
 */
export type HubEvent =
  | { kind: 'notification'; userId: number }
  | { kind: 'import'; userId: number }
  | { kind: 'logout'; userId: number; sessionHash?: string };

const HUB_EVENT_KINDS: readonly string[] = ['notification', 'import', 'logout'] satisfies HubEvent['kind'][];

type Listener = (event: HubEvent) => void;

const CHANNEL = 'pepites:notifications';

/**
 * Tells the open notification streams what happened. In one process it is an in-memory fan-out by
 * user id; with REDIS_URL every process publishes to one channel and each delivers to its own
 * streams, so a like handled by one process reaches a tab connected to another.
 */
export class NotificationHub {
  private readonly listeners = new Map<number, Set<Listener>>();

  /** `publishRemote` resolves true only when this process's own subscriber will hand the event back. */
  constructor(private readonly publishRemote: ((event: HubEvent) => Promise<boolean>) | null = null) {}

  subscribe(userId: number, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Streams open in this process for a user (tests and the per-user cap read it). */
  openStreams(userId: number): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  /** Streams open in this process, all users together (read by the metrics at each scrape). */
  streamCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /** Publishes to every process; delivers here itself when Redis will not bring the event back to this one. */
  async publish(event: HubEvent): Promise<void> {
    const sent = this.publishRemote ? await this.publishRemote(event).catch(() => false) : false;
    if (!sent) this.deliver(event);
  }

  notify(userIds: Iterable<number>): Promise<void> {
    return Promise.all([...new Set(userIds)].map((userId) => this.publish({ kind: 'notification', userId }))).then(
      () => undefined,
    );
  }

  deliver(event: HubEvent): void {
    for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
  }

  closeAll(): void {
    for (const [userId, set] of this.listeners) for (const listener of set) listener({ kind: 'logout', userId });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

function parseEvent(message: string): HubEvent | null {
  try {
    const event = JSON.parse(message) as HubEvent;
    return Number.isInteger(event.userId) && HUB_EVENT_KINDS.includes(event.kind) ? event : null;
  } catch {
    return null;
  }
}

/** A hub that shares its events through a Redis channel; until this process hears it, the publisher delivers here itself. */
function redisNotificationHub(redis: Redis, channel: string, log: FastifyBaseLogger) {
  const hub = new NotificationHub(
    async (event) => (await redis.publish(channel, JSON.stringify(event))) > 0 && shared.listening(),
  );
  const shared = listenToRedisChannel(redis, channel, {
    log,
    unavailable: 'notification channel unavailable: streams hear this process only until it joins',
    onMessage: (message) => {
      const event = parseEvent(message);
      if (event) hub.deliver(event);
    },
  });
  return { hub, channel: shared };
}

export const notificationHubPlugin = fp(
  async (app: FastifyInstance, options: { channel?: string }) => {
    const redis = app.redis;
    if (!redis) {
      app.decorate('notificationHub', new NotificationHub());
    } else {
      const shared = redisNotificationHub(redis, options.channel ?? CHANNEL, app.log);
      // A like handled elsewhere right after the start reaches this process's streams.
      await awaitJoin(redis, shared.channel);
      app.decorate('notificationHub', shared.hub);
      app.addHook('onClose', shared.channel.close);
    }
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => app.notificationHub.closeAll());
  },
  { name: 'pepites-notification-hub', dependencies: ['pepites-redis'] },
);
