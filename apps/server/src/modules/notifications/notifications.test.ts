import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createUser, csrf, type TestUser } from '../../test/auth-helpers.js';
import { openEventStream } from '../../test/event-stream.js';
import { asUser, makeList } from '../../test/list-helpers.js';
import { NotificationHub } from './notification-hub.js';
import { purgeSeenNotifications } from './notifications.service.js';

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
  });
  afterAll(async () => t.close());

  const insert = (userId: number, values: Partial<typeof notifications.$inferInsert> = {}) =>
    t.database.db
      .insert(notifications)
      .values({ userId, type: 'information', code: 'admin_message', params: { text: 'Bonjour' }, ...values })
      .returning({ id: notifications.id })
      .then((rows) => rows[0]?.id ?? 0);

  describe('reading and marking seen', () => {
    let owner: TestUser;
    let other: TestUser;
    beforeAll(async () => {
      [owner, other] = [await createUser(t.app), await createUser(t.app)];
    });

    it('pages every notification newest first, with the unseen count; old rows without a code keep their text', async () => {
      const legacy = await insert(owner.id, {
        code: null,
        params: {},
        message: 'Ancien message',
        messageEn: 'Old message',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      });
      await insert(owner.id, { seen: true });
      const newest = await insert(owner.id);
      const send = await asUser(t.app, owner);
      const response = await send({ method: 'GET', url: `/api/user/${owner.id}/notifications?page=1&limit=2` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 3, page: 1, totalPages: 2, unseen: 2 });
      expect(body.notifications[0]).toMatchObject({
        id: newest,
        message: 'Bonjour',
        message_en: 'Bonjour',
        seen: false,
      });
      const last = await send({ method: 'GET', url: `/api/user/${owner.id}/notifications?page=2&limit=2` });
      expect(last.json().notifications).toEqual([
        expect.objectContaining({ id: legacy, code: null, message: 'Ancien message', message_en: 'Old message' }),
      ]);
      expect((await send({ method: 'GET', url: `/api/user/${owner.id}/notifications?page=0` })).statusCode).toBe(400);
      expect((await send({ method: 'GET', url: `/api/user/${owner.id}/notifications?limit=101` })).statusCode).toBe(
        400,
      );
    });

    it('marks one seen for its owner only, with or without the stray brace; others get 403 (their path) or 404 (an id not theirs)', async () => {
      const mine = await insert(owner.id);
      const theirs = await insert(other.id);
      const asOwner = await asUser(t.app, owner);
      const asOther = await asUser(t.app, other);
      expect((await asOther({ method: 'PUT', url: `/api/user/${owner.id}/notification/${mine}` })).statusCode).toBe(
        403,
      );
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/user/${owner.id}/notification/${mine}`, headers: csrf }))
          .statusCode,
      ).toBe(401);
      expect((await asOwner({ method: 'PUT', url: `/api/user/${owner.id}/notification/${theirs}` })).statusCode).toBe(
        404,
      );
      expect((await asOwner({ method: 'PUT', url: `/api/user/${owner.id}/notification/2147483647` })).statusCode).toBe(
        404,
      );
      const braced = await asOwner({
        method: 'PUT',
        url: `/api/user/${owner.id}/notification/${mine}}`,
        headers: { 'accept-language': 'en' },
      });
      expect(braced.statusCode).toBe(200);
      expect(braced.json()).toEqual({ message: 'Notification read.' });
      expect((await asOwner({ method: 'PUT', url: `/api/user/${owner.id}/notification/${mine}%7D` })).statusCode).toBe(
        200,
      );
      for (const bad of ['abc', '1}}', '%7D', '99999999999', '-1', '1%00']) {
        expect(
          (await asOwner({ method: 'PUT', url: `/api/user/${owner.id}/notification/${bad}` })).statusCode,
          bad,
        ).toBe(400);
      }
      const [row] = await t.database.db
        .select({ seen: notifications.seen })
        .from(notifications)
        .where(eq(notifications.id, theirs));
      expect(row?.seen).toBe(false);
    });

    it('marks all seen; the unseen list is then empty', async () => {
      await insert(owner.id);
      const send = await asUser(t.app, owner);
      const response = await send({ method: 'PUT', url: `/api/user/${owner.id}/notifications/seen` });
      expect(response.statusCode).toBe(200);
      expect(response.json().updated).toBeGreaterThanOrEqual(1);
      const unseen = await send({ method: 'GET', url: `/api/user/${owner.id}/notifications/unseen` });
      expect(unseen.statusCode).toBe(200);
      expect(unseen.json().notifications).toEqual([]);
      expect(
        (await (await asUser(t.app, other))({ method: 'PUT', url: `/api/user/${owner.id}/notifications/seen` }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('the event stream', () => {
    it('refuses a visitor (401)', async () => {
      const stream = await openEventStream(t.app, '/api/notifications/stream');
      expect(stream.status).toBe(401);
      stream.close();
    });

    it('tells the liked list’s creator at once, and closes when that session logs out', async () => {
      const creator = await createUser(t.app);
      const fan = await createUser(t.app);
      const list = await makeList(t.app, creator.id);
      const cookie = await cookieFor(t.app, creator);
      const stream = await openEventStream(t.app, '/api/notifications/stream', cookie);
      const otherTab = await openEventStream(t.app, '/api/notifications/stream', await cookieFor(t.app, creator));
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      expect(await stream.next()).toBe('ready');
      expect(await otherTab.next()).toBe('ready');
      expect(t.app.notificationHub.openStreams(creator.id)).toBe(2);
      const like = await (await asUser(t.app, fan))({ method: 'PUT', url: `/api/list/${list}/like/${fan.id}` });
      expect(like.statusCode).toBe(200);
      expect(await stream.next()).toBe('notification');
      expect(await otherTab.next()).toBe('notification');
      const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { ...csrf, cookie } });
      expect(logout.statusCode).toBe(200);
      expect(await stream.next()).toBe('logout');
      await stream.ended();
      // The other tab has its own session: it stays open.
      expect(t.app.notificationHub.openStreams(creator.id)).toBe(1);
      otherTab.close();
    });

    it('accepts at most 10 streams per member at once (429 beyond)', async () => {
      const member = await createUser(t.app);
      const cookie = await cookieFor(t.app, member);
      const streams = await Promise.all(
        Array.from({ length: 10 }, () => openEventStream(t.app, '/api/notifications/stream', cookie)),
      );
      expect(streams.map((stream) => stream.status)).toEqual(Array(10).fill(200));
      const eleventh = await openEventStream(t.app, '/api/notifications/stream', cookie);
      expect(eleventh.status).toBe(429);
      for (const stream of [...streams, eleventh]) stream.close();
    });

    it('falls back to this process when Redis does not take the event', async () => {
      const delivered: number[] = [];
      const hub = new NotificationHub(() => Promise.reject(new Error('Redis is down')));
      hub.subscribe(7, (event) => delivered.push(event.userId));
      await hub.notify([7, 7, 8]);
      expect(delivered).toEqual([7]);
    });
  });

  describe('the daily purge', () => {
    it('deletes seen notifications older than 30 days and keeps unseen and recent ones', async () => {
      const member = await createUser(t.app);
      const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
      const oldSeen = await insert(member.id, { seen: true, createdAt: old });
      const oldUnseen = await insert(member.id, { createdAt: old });
      const recentSeen = await insert(member.id, {
        seen: true,
        createdAt: new Date(Date.now() - 29 * 24 * 60 * 60 * 1000),
      });
      expect(await purgeSeenNotifications(t.app.db)).toBeGreaterThanOrEqual(1);
      const left = (
        await t.database.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(eq(notifications.userId, member.id))
      ).map((row) => row.id);
      expect(left.sort()).toEqual([oldUnseen, recentSeen].sort());
      expect(left).not.toContain(oldSeen);
    });

    it('is a scheduled job of the queue: two servers on one database hold one schedule and run a sent purge once', async () => {
      const member = await createUser(t.app);
      const stale = await insert(member.id, { seen: true, createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) });
      const { buildApp } = await import('../../app.js');
      const servers = await Promise.all(
        [0, 1].map(() => buildApp({ config: t.config, database: t.database, jobs: { pollingIntervalSeconds: 0.5 } })),
      );
      await Promise.all(servers.map((server) => server.ready()));
      const schedules = await t.database.runSql(`select name, cron from pgboss.schedule order by name`);
      expect(schedules.rows).toEqual([
        { name: 'check-availability', cron: '41 4 * * *' },
        { name: 'notification-digests', cron: '52 * * * *' },
        { name: 'purge-exports', cron: '37 * * * *' },
        { name: 'purge-notifications', cron: '17 3 * * *' },
        { name: 'purge-released-names', cron: '27 3 * * *' },
        { name: 'sweep-uploads', cron: '7 * * * *' },
      ]);
      const id = await servers[0]!.jobs.send('purge-notifications', {});
      const outcome = await servers[1]!.jobs.outcome('purge-notifications', id!, 10_000);
      await Promise.all(servers.map((server) => server.close()));
      expect(outcome).toEqual({ state: 'completed', output: { deleted: 1 } });
      expect(await t.database.db.select().from(notifications).where(eq(notifications.id, stale))).toEqual([]);
      const job = await t.database.runSql(`select state, retry_count from pgboss.job where id = $1`, [id]);
      expect(job.rows).toEqual([{ state: 'completed', retry_count: 0 }]);
    });
  });
});
