import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { openRedis } from '../../lib/redis.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createAdmin, createUser, csrf } from '../../test/auth-helpers.js';
import { testRedisUrl } from '../../test/db-url.js';
import { openEventStream } from '../../test/event-stream.js';
import { asUser, makeList } from '../../test/list-helpers.js';
import { notificationHubPlugin, type HubEvent } from './notification-hub.js';

/** Bounded waits for what Redis does in its own time (a reconnect retries every 250 ms to 5 s). */
const RECONNECT_WAIT = { timeout: 20_000, interval: 200 };

/** A TCP relay to the test Redis that can go down and come back, as Redis does when it restarts. */
async function redisRelay() {
  const target = new URL(testRedisUrl());
  const sockets = new Set<Socket>();
  const upstreams = new Set<Socket>();
  const pipeToRedis = (client: Socket) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    upstreams.add(upstream);
    for (const [socket, peer] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        upstreams.delete(socket);
        peer.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  // A new listener each time it comes back up (closing one stops new connections, not the open ones).
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      const next = createServer(pipeToRedis);
      server = next;
      next.listen(port, '127.0.0.1', () => resolve((next.address() as AddressInfo).port));
    });
  const port = await listen(0);
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    /** Connections stay, new ones are refused: what a client sees when Redis cut it and does not take it back yet. */
    refuseNew: () => void server?.close(),
    down: () => {
      server?.close();
      for (const socket of sockets) socket.destroy();
    },
    up: () => listen(port),
    /** The ports Redis sees this relay's connections come from. */
    localPorts: () => new Set([...upstreams].map((socket) => socket.localPort)),
  };
}

/** The hub plugin alone, on a Redis connection opened as the server opens it. */
async function hubOn(redisUrl: string, channel: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(
    fp(
      async (scope) => {
        const redis = await openRedis(redisUrl, scope.log);
        scope.decorate('redis', redis);
        scope.addHook('onClose', async () => void redis.disconnect());
      },
      { name: 'pepites-redis' },
    ),
  );
  await app.register(notificationHubPlugin, { channel });
  await app.ready();
  return app;
}

describe('the notification hub over Redis', () => {
  const publisher = new Redis(testRedisUrl());
  afterAll(async () => void (await publisher.quit()));

  /** Publishes from outside until the hub's listener hears it: proof that its subscriber is on the channel. */
  const untilHeard = (channel: string, heard: HubEvent[], userId: number) =>
    vi.waitFor(async () => {
      await publisher.publish(channel, JSON.stringify({ kind: 'notification', userId }));
      expect(heard.some((event) => event.userId === userId)).toBe(true);
    }, RECONNECT_WAIT);

  it('starts while Redis is down, joins the channel once Redis answers, and again after Redis restarts', async () => {
    const channel = `pepites:test:${randomUUID()}`;
    const relay = await redisRelay();
    relay.down();
    const app = await hubOn(relay.url, channel);
    try {
      const heard: HubEvent[] = [];
      app.notificationHub.subscribe(1, (event) => heard.push(event));
      app.notificationHub.subscribe(2, (event) => heard.push(event));
      await relay.up();
      await untilHeard(channel, heard, 1);
      relay.down();
      await relay.up();
      await untilHeard(channel, heard, 2);
    } finally {
      await app.close();
      relay.down();
    }
  });

  it('delivers each event to this process once: through its subscriber, or itself when the subscriber was cut', async () => {
    const channel = `pepites:test:${randomUUID()}`;
    const relay = await redisRelay();
    const app = await hubOn(relay.url, channel);
    try {
      const heard: HubEvent[] = [];
      for (const userId of [1, 2, 3, 4, 5, 6]) app.notificationHub.subscribe(userId, (event) => heard.push(event));
      const heardBy = (userId: number) => heard.filter((event) => event.userId === userId).length;
      await untilHeard(channel, heard, 1);
      expect(await publisher.call('PUBSUB', 'NUMSUB', channel)).toEqual([channel, 1]);

      await app.notificationHub.publish({ kind: 'notification', userId: 2 });
      // Redis relays in publish order: once the later marker is heard, a second copy would have been too.
      await untilHeard(channel, heard, 3);
      expect(heardBy(2)).toBe(1);

      // Redis drops the subscriber's connection (and refuses it for now); the other connection stays.
      relay.refuseNew();
      const clients = String(await publisher.call('CLIENT', 'LIST')).split('\n');
      const ports = relay.localPorts();
      const subscriber = clients.find(
        (line) => / sub=1 /.test(line) && ports.has(Number(/ addr=[^ ]+:(\d+) /.exec(line)?.[1])),
      );
      expect(subscriber).toBeDefined();
      await publisher.call('CLIENT', 'KILL', 'ID', String(/^id=(\d+)/.exec(subscriber ?? '')?.[1]));
      expect(await publisher.call('PUBSUB', 'NUMSUB', channel)).toEqual([channel, 0]);
      await app.notificationHub.publish({ kind: 'notification', userId: 4 });
      expect(heardBy(4)).toBe(1);
      // Another process still hears the channel: once this one has seen its subscriber go, it delivers itself too.
      const otherProcess = new Redis(testRedisUrl());
      try {
        await otherProcess.subscribe(channel);
        await vi.waitFor(async () => {
          await app.notificationHub.publish({ kind: 'notification', userId: 6 });
          expect(heardBy(6)).toBeGreaterThan(0);
        }, RECONNECT_WAIT);
      } finally {
        otherProcess.disconnect();
      }

      await relay.up();
      await untilHeard(channel, heard, 5);
    } finally {
      await app.close();
      relay.down();
    }
  });
});

describe('two server processes sharing Redis', () => {
  let base: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    base = await createTestApp();
    // Both processes: same database, same Redis, a channel no other test file uses.
    const options = {
      config: { ...base.config, redisUrl: testRedisUrl() },
      database: base.database,
      rateLimitPrefix: `pepites:test:${randomUUID()}:`,
      notificationChannel: `pepites:test:${randomUUID()}`,
      pressure: { maxEventLoopDelayMs: 0 },
    };
    [a, b] = await Promise.all([buildApp(options), buildApp(options)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await base.close();
  });

  it('a like handled by one process reaches the stream held by the other', async () => {
    const creator = await createUser(a);
    const fan = await createUser(a);
    const list = await makeList(a, creator.id);
    const stream = await openEventStream(b, '/api/notifications/stream', await cookieFor(b, creator));
    try {
      expect(stream.status).toBe(200);
      expect(await stream.next()).toBe('ready');
      const like = await (await asUser(a, fan))({ method: 'PUT', url: `/api/list/${list}/like/${fan.id}` });
      expect(like.statusCode).toBe(200);
      expect(await stream.next()).toBe('notification');
    } finally {
      stream.close();
    }
  });

  it('suspending a member through one process closes their stream on the other', async () => {
    const member = await createUser(a);
    const stream = await openEventStream(b, '/api/notifications/stream', await cookieFor(b, member));
    expect(stream.status).toBe(200);
    expect(await stream.next()).toBe('ready');
    const admin = await createAdmin(a);
    const suspend = await (
      await asUser(a, admin)
    )({ method: 'PUT', url: `/api/admin/users/${member.id}/suspension`, payload: { suspended: true } });
    expect(suspend.statusCode).toBe(200);
    expect(await stream.next()).toBe('logout');
    await stream.ended();
    expect(b.notificationHub.openStreams(member.id)).toBe(0);
  });

  it('logging out through one process closes that session’s stream on the other', async () => {
    const member = await createUser(a);
    const cookie = await cookieFor(a, member);
    const stream = await openEventStream(b, '/api/notifications/stream', cookie);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toBe('ready');
    const logout = await a.inject({ method: 'POST', url: '/api/logout', headers: { ...csrf, cookie } });
    expect(logout.statusCode).toBe(200);
    expect(await stream.next()).toBe('logout');
    await stream.ended();
  });
});
