import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** What a stream is told: a user has something new, or a session (or every session of a user) ended. */
export type HubEvent =
  { kind: 'notification'; userId: number } | { kind: 'logout'; userId: number; sessionHash?: string };

type Listener = (event: HubEvent) => void;

const CHANNEL = 'pepites:notifications';
/** How long a start waits for the channel when Redis answers; a start without Redis does not wait. */
const JOIN_WAIT_MS = 2000;

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
    return Number.isInteger(event.userId) && (event.kind === 'notification' || event.kind === 'logout') ? event : null;
  } catch {
    return null;
  }
}

/**
 * A hub that shares its events through a Redis channel. The subscriber is a connection of its own (a
 * subscribed one can do nothing else) with the fail-fast options of `redis`: a SUBSCRIBE sent while it
 * is not ready throws instead of waiting, and ioredis replays only one that succeeded, so it joins on
 * every `ready`, after a reconnect as at start. Until it has, the publisher delivers here itself.
 */
function redisNotificationHub(redis: Redis, channel: string, log: FastifyBaseLogger) {
  const subscriber = redis.duplicate({ autoResubscribe: false });
  let listening = false;
  let onFirstJoin = () => {};
  const joined = new Promise<void>((resolve) => (onFirstJoin = resolve));
  const hub = new NotificationHub(
    async (event) => (await redis.publish(channel, JSON.stringify(event))) > 0 && listening,
  );
  subscriber.on('message', (_channel: string, message: string) => {
    const event = parseEvent(message);
    if (event) hub.deliver(event);
  });
  let failing = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        failing = false;
        listening = subscriber.status === 'ready';
        onFirstJoin();
      },
      (error: unknown) => {
        if (!failing)
          log.error({ err: error }, 'notification channel unavailable: streams hear this process only until it joins');
        failing = true;
        // A SUBSCRIBE that timed out is tried again on a fresh connection, after the reconnection's delay.
        subscriber.disconnect(true);
      },
    );
  });
  subscriber.on('close', () => (listening = false));
  // The shared connection already reports an outage.
  subscriber.on('error', () => undefined);
  const close = async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
  return { hub, joined, close };
}

function within(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const notificationHubPlugin = fp(
  async (app: FastifyInstance, options: { channel?: string }) => {
    const redis = app.redis;
    if (!redis) {
      app.decorate('notificationHub', new NotificationHub());
    } else {
      const shared = redisNotificationHub(redis, options.channel ?? CHANNEL, app.log);
      // With Redis answering, serve once this process hears the channel: a like handled elsewhere
      // right after the start reaches its streams.
      if (redis.status === 'ready') await within(shared.joined, JOIN_WAIT_MS);
      app.decorate('notificationHub', shared.hub);
      app.addHook('onClose', shared.close);
    }
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => app.notificationHub.closeAll());
  },
  { name: 'pepites-notification-hub', dependencies: ['pepites-redis'] },
);
