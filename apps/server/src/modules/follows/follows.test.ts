import { FOLLOW_SUGGESTIONS_COUNT, FOLLOWING_MAX } from '@pepites/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdmin, createUser, type TestUser } from '../../test/auth-helpers.js';
import { asUser } from '../../test/list-helpers.js';

describe('follows', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => t.close());

  const en = { 'accept-language': 'en' };
  const put = async (who: TestUser, userId: number | string) =>
    (await asUser(t.app, who))({ method: 'PUT', url: `/api/user/${userId}/follow`, headers: en });
  const remove = async (who: TestUser, userId: number | string) =>
    (await asUser(t.app, who))({ method: 'DELETE', url: `/api/user/${userId}/follow`, headers: en });
  const get = async (who: TestUser | undefined, url: string) => (await asUser(t.app, who))({ method: 'GET', url });
  const suspend = async (member: TestUser, suspended = true) =>
    expect(
      (
        await (
          await asUser(t.app, admin)
        )({ method: 'PUT', url: `/api/admin/users/${member.id}/suspension`, payload: { suspended } })
      ).statusCode,
    ).toBe(200);
  const toldOf = async (followee: TestUser, follower: TestUser) =>
    t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, followee.id), eq(notifications.dedupeKey, `follow:${follower.id}`)));

  it('follows once whatever the repeats, counts both sides, and tells the followee once ever', async () => {
    const [ana, ben] = [await createUser(t.app), await createUser(t.app)];
    const first = await put(ana, ben.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'You follow this member.',
      follow: { user_id: ben.id, followed: true, followers: 1, following: 0 },
    });
    expect((await put(ana, ben.id)).json().follow).toEqual({
      user_id: ben.id,
      followed: true,
      followers: 1,
      following: 0,
    });
    expect((await get(ana, `/api/user/${ana.id}/follow`)).json()).toEqual({
      follow: { user_id: ana.id, followed: false, followers: 0, following: 1 },
    });

    const gone = await remove(ana, ben.id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({
      message: 'You no longer follow this member.',
      follow: { user_id: ben.id, followed: false, followers: 0, following: 0 },
    });
    expect((await remove(ana, ben.id)).statusCode).toBe(200);
    expect((await put(ana, ben.id)).statusCode).toBe(200);
    expect(await toldOf(ben, ana)).toHaveLength(1);
    const [told] = await t.database.db
      .select({ code: notifications.code, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, ben.id));
    expect(told).toEqual({ code: 'new_follower', params: { user_name: ana.user_name, user_id: ana.id } });
  });

  it('refuses oneself (400), unknown and suspended members (404), bad ids (400 or 404), and visitors (401)', async () => {
    const [ana, gone] = [await createUser(t.app), await createUser(t.app)];
    const self = await put(ana, ana.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself.');
    expect((await remove(ana, ana.id)).statusCode).toBe(400);
    expect((await put(ana, 2_147_483_000)).statusCode).toBe(404);
    expect((await get(undefined, '/api/user/2147483000/follow')).statusCode).toBe(404);
    expect((await get(undefined, '/api/user/2147483000/followers')).statusCode).toBe(404);
    await suspend(gone);
    expect((await put(ana, gone.id)).statusCode).toBe(404);
    for (const id of ['2147483648', '0', '-1', '1e3', 'abc', '1%00', '%00', '1%2F2', '１２', 'x'.repeat(5000)]) {
      const status = (await put(ana, id)).statusCode;
      expect([400, 404], `${id} → ${status}`).toContain(status);
    }
    expect(
      (await (await asUser(t.app, undefined))({ method: 'PUT', url: `/api/user/${gone.id}/follow` })).statusCode,
    ).toBe(401);
  });

  it(`refuses a follow past ${FOLLOWING_MAX} members (409), still answers one already made`, async () => {
    const [ana, next] = [await createUser(t.app), await createUser(t.app)];
    const kept = await createUser(t.app);
    expect((await put(ana, kept.id)).statusCode).toBe(200);
    // The other follows go in directly, to members made in one statement.
    await t.database.db.execute(sql`
      with made as (
        insert into users (user_name, email, password_hash)
        select 'f' || ${ana.id}::int || '_' || g, 'f' || ${ana.id}::int || '_' || g || '@test.invalid', 'x'
        from generate_series(1, ${FOLLOWING_MAX - 1}) g
        returning id
      )
      insert into follows (follower_id, followee_id) select ${ana.id}::int, id from made`);
    const over = await put(ana, next.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You already follow 1,000 members, the most allowed.');
    expect((await put(ana, kept.id)).statusCode).toBe(200);
    expect((await get(ana, `/api/user/${ana.id}/follow`)).json().follow.following).toBe(FOLLOWING_MAX);
    expect((await remove(ana, kept.id)).statusCode).toBe(200);
    expect((await put(ana, next.id)).statusCode).toBe(200);
  });

  it('pages followers and following with whether the caller follows each, leaving suspended members out', async () => {
    const star = await createUser(t.app);
    const fans = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    for (const fan of fans) expect((await put(fan, star.id)).statusCode).toBe(200);
    const [first, second, third] = fans as [TestUser, TestUser, TestUser];
    expect((await put(first, second.id)).statusCode).toBe(200);

    const page = await get(first, `/api/user/${star.id}/followers?limit=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      people: [
        { id: third.id, user_name: third.user_name, avatar: null, followed: false },
        { id: second.id, user_name: second.user_name, avatar: null, followed: true },
      ],
      total: 3,
      page: 1,
      totalPages: 2,
    });
    expect((await get(undefined, `/api/user/${star.id}/followers?limit=2&page=2`)).json().people).toEqual([
      { id: first.id, user_name: first.user_name, avatar: null, followed: false },
    ]);
    expect((await get(undefined, `/api/user/${first.id}/following`)).json().people.map((p: TestUser) => p.id)).toEqual([
      second.id,
      star.id,
    ]);

    await suspend(second);
    expect((await get(undefined, `/api/user/${star.id}/followers`)).json().total).toBe(2);
    expect((await get(undefined, `/api/user/${star.id}/follow`)).json().follow.followers).toBe(2);
    expect((await get(undefined, `/api/user/${first.id}/following`)).json().people.map((p: TestUser) => p.id)).toEqual([
      star.id,
    ]);
    expect((await get(undefined, `/api/user/${first.id}/follow`)).json().follow.following).toBe(1);
    await suspend(second, false);
    expect((await get(undefined, `/api/user/${star.id}/followers`)).json().total).toBe(3);
  });

  it('suggests the most liked creators the caller does not follow, never themself nor the suspended', async () => {
    const reader = await createUser(t.app);
    const creators: TestUser[] = [];
    for (let index = 0; index < FOLLOW_SUGGESTIONS_COUNT + 2; index++) {
      const creator = await createUser(t.app);
      creators.push(creator);
      await t.database.db.execute(
        sql`update users set public_likes_received = ${1_000_000 - index} where id = ${creator.id}`,
      );
    }
    await t.database.db.execute(sql`update users set public_likes_received = 2000000 where id = ${reader.id}`);
    const [top, second, third] = creators as [TestUser, TestUser, TestUser];
    expect((await put(reader, top.id)).statusCode).toBe(200);
    await suspend(second);

    const visitor = await get(undefined, '/api/feed/suggestions');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().people[0]).toEqual({
      id: reader.id,
      user_name: reader.user_name,
      avatar: null,
      followed: false,
      likes_received: 2_000_000,
    });
    const mine = (await get(reader, '/api/feed/suggestions')).json().people as { id: number }[];
    expect(mine).toHaveLength(FOLLOW_SUGGESTIONS_COUNT);
    expect(mine.map((person) => person.id)).toEqual(
      creators.slice(2, 2 + FOLLOW_SUGGESTIONS_COUNT).map((creator) => creator.id),
    );
    expect(mine[0]?.id).toBe(third.id);
  });
});
