import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface RedisChannel {
  /** Resolves the first time this process hears the channel. */
  joined: Promise<void>;
  /** Whether this process hears the channel now: what it publishes comes back to it. */
  listening(): boolean;
  close(): Promise<void>;
}

export interface ListenOptions {
  onMessage: (message: string) => void;
  /** Messages may have been missed: the subscriber lost the channel, or joined it again after a loss. */
  onGap?: () => void;
  log: FastifyBaseLogger;
  /** Logged once per outage: what this process does while it does not hear the channel. */
  unavailable: string;
}

/**
 * Listens to one Redis channel shared by the server processes. The subscriber is a connection of its
 * own (a subscribed one can do nothing else) with the fail-fast options of `openRedis`: a SUBSCRIBE
 * sent while it is not ready throws instead of waiting, and ioredis replays only one that
 * succeeded, so it joins on every `ready`, after a reconnect as at start.
 */
export function listenToRedisChannel(redis: Redis, channel: string, options: ListenOptions): RedisChannel {
  const subscriber = redis.duplicate({ autoResubscribe: false });
  let listening = false;
  let onFirstJoin = () => {};
  const joined = new Promise<void>((resolve) => (onFirstJoin = resolve));
  subscriber.on('message', (_channel: string, message: string) => options.onMessage(message));
  let failing = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        failing = false;
        listening = subscriber.status === 'ready';
        options.onGap?.();
        onFirstJoin();
      },
      (error: unknown) => {
        if (!failing) options.log.error({ err: error }, options.unavailable);
        failing = true;
        // A SUBSCRIBE that timed out is tried again on a fresh connection, after the reconnection's delay.
        subscriber.disconnect(true);
      },
    );
  });
  subscriber.on('close', () => {
    if (listening) options.onGap?.();
    listening = false;
  });
  // The shared connection already reports an outage.
  subscriber.on('error', () => undefined);
  return {
    joined,
    listening: () => listening,
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** How long a start waits for a channel when Redis answers; a start without Redis does not wait. */
const JOIN_WAIT_MS = 2000;

/**
 * With Redis answering, a process serves once it hears the channel, so that what another process
 * does right after this one starts reaches it.
 */
export async function awaitJoin(redis: Redis, channel: RedisChannel): Promise<void> {
  if (redis.status !== 'ready') return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, JOIN_WAIT_MS)));
  await Promise.race([channel.joined, timeout]).finally(() => clearTimeout(timer));
}
