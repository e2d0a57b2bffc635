import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser, type TestUser } from '../test/auth-helpers.js';
import { testRedisUrl } from '../test/db-url.js';
import { asUser, makeList } from '../test/list-helpers.js';

/**
 * Two server processes on one database. The reading one keeps visitors' answers for an hour here, so
 * only the write's message can make it drop one: through Redis's channel, or without Redis through
 * the database's notifications (plugins/public-writes.ts).
 */

/** Bounded wait for a message Redis delivers in its own time. */
const HEARD_WAIT = { timeout: 5_000, interval: 20 };
const HOUR_MS = 60 * 60 * 1000;

async function pairOn(base: TestApp, redisUrl: string | undefined) {
  const options: BuildAppOptions = {
    config: { ...base.config, redisUrl },
    database: base.database,
    rateLimitPrefix: `pepites:test:${randomUUID()}:`,
    notificationChannel: `pepites:test:${randomUUID()}`,
    publicWritesChannel: `pepites:test:${randomUUID()}`,
    pressure: { maxEventLoopDelayMs: 0 },
    visitorCache: { ttlMs: HOUR_MS },
  };
  const [writer, reader] = await Promise.all([buildApp(options), buildApp(options)]);
  return { writer, reader, close: () => Promise.all([writer.close(), reader.close()]) };
}

describe("the visitors' caches of two processes", () => {
  let base: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    base = await createTestApp();
    owner = await createUser(base.app);
  });
  afterAll(async () => base.close());

  const listAsVisitor = (app: FastifyInstance, listId: number) =>
    app.inject({ url: `/api/list/getById/${listId}/user/0` });

  async function keptByReader(reader: FastifyInstance, listId: number) {
    expect((await listAsVisitor(reader, listId)).statusCode).toBe(200);
    const again = await listAsVisitor(reader, listId);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-cache']).toBe('hit');
  }

  async function makePrivateThrough(writer: FastifyInstance, listId: number) {
    const send = await asUser(writer, owner);
    const hide = await send({
      method: 'PUT',
      url: `/api/list/update/${listId}`,
      payload: { title: 'Bientôt privée', description: '', privacy: 'private' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
  }

  it('with Redis: a list made private through one process is no longer served from the other', async () => {
    const pair = await pairOn(base, testRedisUrl());
    try {
      const listId = await makeList(pair.writer, owner.id, { title: 'Bientôt privée' });
      await keptByReader(pair.reader, listId);
      await makePrivateThrough(pair.writer, listId);
      await expect.poll(async () => (await listAsVisitor(pair.reader, listId)).statusCode, HEARD_WAIT).toBe(404);
      // The writer's own cache was emptied before its answer left, as with one process.
      expect((await listAsVisitor(pair.writer, listId)).statusCode).toBe(404);
    } finally {
      await pair.close();
    }
  });

  it("without Redis: the database's notification empties the other process's cache", async () => {
    const pair = await pairOn(base, undefined);
    try {
      const listId = await makeList(pair.writer, owner.id, { title: 'Bientôt privée' });
      await keptByReader(pair.reader, listId);
      expect(pair.reader.publicWrites.hearing()).toBe(true);
      await makePrivateThrough(pair.writer, listId);
      expect((await listAsVisitor(pair.writer, listId)).statusCode).toBe(404);
      await expect.poll(async () => (await listAsVisitor(pair.reader, listId)).statusCode, HEARD_WAIT).toBe(404);
    } finally {
      await pair.close();
    }
  });
});
