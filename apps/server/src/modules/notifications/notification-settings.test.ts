import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, notificationSettings, userBadges } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { asUser, makeList } from '../../test/list-helpers.js';

const SETTINGS_URL = '/api/account/notification-settings';

describe('notification settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
  });
  afterAll(async () => t.close());

  const save = async (user: TestUser | undefined, payload: unknown) =>
    (await asUser(t.app, user))({
      method: 'PUT',
      url: SETTINGS_URL,
      headers: { 'accept-language': 'en' },
      payload: payload as object,
    });
  const notificationsOf = (userId: number, code: string) =>
    t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.code, code)));

  describe('reading and saving', () => {
    it('answers the defaults before any save: nothing muted, no weekly digest', async () => {
      const member = await createUser(t.app);
      const response = await (await asUser(t.app, member))({ method: 'GET', url: SETTINGS_URL });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ settings: { muted: [], weekly_digest: false } });
    });

    it('saves the caller’s settings whole, answers them, and a second save replaces the first', async () => {
      const member = await createUser(t.app);
      const other = await createUser(t.app);
      const first = await save(member, {
        muted: ['like_received', 'new_follower', 'like_received'],
        weekly_digest: true,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ settings: { muted: ['like_received', 'new_follower'], weekly_digest: true } });
      const read = await (await asUser(t.app, member))({ method: 'GET', url: SETTINGS_URL });
      expect(read.json()).toEqual(first.json());

      const second = await save(member, { muted: ['badge_unlocked'], weekly_digest: false });
      expect(second.json()).toEqual({ settings: { muted: ['badge_unlocked'], weekly_digest: false } });
      const rows = await t.database.db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, member.id));
      expect(rows).toEqual([expect.objectContaining({ muted: ['badge_unlocked'], weeklyDigest: false })]);
      // Nobody else's settings were written.
      expect(
        await t.database.db.select().from(notificationSettings).where(eq(notificationSettings.userId, other.id)),
      ).toEqual([]);
    });

    it.each([
      [{ muted: ['no_such_kind'], weekly_digest: false }, 'muted.0'],
      // Admin messages and the answers to one's own imports and exports always arrive.
      [{ muted: ['admin_message'], weekly_digest: false }, 'muted.0'],
      [{ muted: [], weekly_digest: 'yes' }, 'weekly_digest'],
      [{ muted: 'like_received', weekly_digest: true }, 'muted'],
    ])('refuses %j with a translated 400 on the field, and keeps what was saved', async (payload, field) => {
      const member = await createUser(t.app);
      expect((await save(member, { muted: ['new_follower'], weekly_digest: true })).statusCode).toBe(200);
      const response = await save(member, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty([field], expect.stringMatching(/^[A-Z].+\.$/));
      const read = await (await asUser(t.app, member))({ method: 'GET', url: SETTINGS_URL });
      expect(read.json()).toEqual({ settings: { muted: ['new_follower'], weekly_digest: true } });
    });

    it('is for members only: a visitor reads and saves nothing (401)', async () => {
      expect((await t.app.inject({ method: 'GET', url: SETTINGS_URL })).statusCode).toBe(401);
      expect((await save(undefined, { muted: [], weekly_digest: true })).statusCode).toBe(401);
    });
  });

  describe('muting the kinds that existed before the settings', () => {
    it('writes no "likes your list" to a creator who muted it, and still to one who did not', async () => {
      const muting = await createUser(t.app);
      const listening = await createUser(t.app);
      const fan = await createUser(t.app);
      expect((await save(muting, { muted: ['like_received'], weekly_digest: false })).statusCode).toBe(200);
      const like = await asUser(t.app, fan);
      for (const creator of [muting, listening]) {
        const list = await makeList(t.app, creator.id);
        expect((await like({ method: 'PUT', url: `/api/list/${list}/like/${fan.id}` })).statusCode).toBe(200);
      }
      expect(await notificationsOf(muting.id, 'like_received')).toHaveLength(0);
      expect(await notificationsOf(listening.id, 'like_received')).toHaveLength(1);
      // The muting creator's bell still answers, with the other kinds (the first list's badge).
      const bell = await (
        await asUser(t.app, muting)
      )({ method: 'GET', url: `/api/user/${muting.id}/notifications/unseen` });
      expect(bell.statusCode).toBe(200);
      expect(bell.json().notifications.map((n: { code: string }) => n.code)).toEqual(['badge_unlocked']);
    });

    it('awards a badge to a member who muted "badge unlocked" without telling them; tells one who did not', async () => {
      const muting = await createUser(t.app);
      const listening = await createUser(t.app);
      expect((await save(muting, { muted: ['badge_unlocked'], weekly_digest: false })).statusCode).toBe(200);
      for (const member of [muting, listening]) {
        const created = await (
          await asUser(t.app, member)
        )({
          method: 'POST',
          url: `/api/list/create/${member.id}`,
          payload: { title: 'Première' },
        });
        expect(created.statusCode).toBe(201);
        expect(await t.database.db.select().from(userBadges).where(eq(userBadges.userId, member.id))).toHaveLength(1);
      }
      expect(await notificationsOf(muting.id, 'badge_unlocked')).toHaveLength(0);
      expect(await notificationsOf(listening.id, 'badge_unlocked')).toHaveLength(1);
    });

    it('writes the kind again once the member turns it back on', async () => {
      const creator = await createUser(t.app);
      const fans = [await createUser(t.app), await createUser(t.app)];
      const list = await makeList(t.app, creator.id);
      expect((await save(creator, { muted: ['like_received'], weekly_digest: false })).statusCode).toBe(200);
      const likeBy = async (fan: TestUser) =>
        (await asUser(t.app, fan))({ method: 'PUT', url: `/api/list/${list}/like/${fan.id}` });
      expect((await likeBy(fans[0]!)).statusCode).toBe(200);
      expect((await save(creator, { muted: [], weekly_digest: false })).statusCode).toBe(200);
      expect((await likeBy(fans[1]!)).statusCode).toBe(200);
      expect(await notificationsOf(creator.id, 'like_received')).toHaveLength(1);
    });
  });
});
