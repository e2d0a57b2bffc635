import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  cookieFor,
  createAdmin,
  createUser,
  csrf,
  loginAs,
  uniqueAddress,
  type TestUser,
} from '../../test/auth-helpers.js';
import { openEventStream } from '../../test/event-stream.js';
import { asUser, makeList } from '../../test/list-helpers.js';
import { toggleLike } from '../lists/index.js';

describe('admin dashboard API', () => {
  let t: TestApp;
  let admin: TestUser;
  let send: Awaited<ReturnType<typeof asUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    admin = await createAdmin(t.app);
    send = await asUser(t.app, admin);
  });
  afterAll(async () => t.close());

  const get = async (url: string) => {
    const response = await send({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts every member, list (private ones too), like and badge on the stat cards', async () => {
    const before = await get('/api/admin/stats');
    const member = await createUser(t.app);
    await makeList(t.app, member.id, { privacy: 'private' });
    const open = await makeList(t.app, member.id);
    await toggleLike(t.app.db, open, admin.id);
    const after = await get('/api/admin/stats');
    expect(after).toEqual({ users: before.users + 1, lists: before.lists + 2, likes: before.likes + 1, badges: 11 });
  });

  it('pages and searches members by name or email, with their counts; LIKE wildcards are taken literally', async () => {
    const member = await createUser(t.app, {
      user_name: 'Zorglub_42',
      email: 'zorglub@example.test',
      city: 'Lyon',
      country: 'FR',
    });
    await makeList(t.app, member.id);
    await makeList(t.app, member.id, { privacy: 'private' });
    const liked = await makeList(t.app, admin.id);
    await toggleLike(t.app.db, liked, member.id);
    for (const q of ['zorg', 'ZORGLUB@EXAMPLE', 'lub_4']) {
      const page = await get(`/api/users/getAll?q=${encodeURIComponent(q)}`);
      expect(page.users, q).toEqual([
        expect.objectContaining({
          id: member.id,
          email: 'zorglub@example.test',
          city: 'Lyon',
          country: 'FR',
          lists_count: 2,
          liked_lists_count: 1,
          suspended_at: null,
        }),
      ]);
      expect(page).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    }
    expect((await get(`/api/users/getAll?q=${encodeURIComponent('%')}`)).users).toEqual([]);
    const firstPage = await get('/api/users/getAll?limit=1');
    expect(firstPage.users).toHaveLength(1);
    expect(firstPage.totalPages).toBe(firstPage.total);
    for (const bad of ['page=0', 'limit=101', `q=${'x'.repeat(101)}`, 'q=%00']) {
      expect((await send({ method: 'GET', url: `/api/users/getAll?${bad}` })).statusCode, bad).toBe(400);
    }
  });

  it('lists every list with its creator, private ones too, and searches titles without case or accents', async () => {
    const member = await createUser(t.app);
    const hidden = await makeList(t.app, member.id, { title: 'Les Élégantes', privacy: 'private' });
    const page = await get('/api/lists/getAll?q=elegantes');
    expect(page.lists).toEqual([
      expect.objectContaining({
        id: hidden,
        privacy: 'private',
        held: false,
        creator: { id: member.id, user_name: member.user_name },
      }),
    ]);
  });

  it('groups likes by list, most liked first, with their likers', async () => {
    const creator = await createUser(t.app);
    const popular = await makeList(t.app, creator.id, { title: 'Adorée' });
    const fans = await Promise.all([0, 1, 2].map(() => createUser(t.app)));
    for (const fan of fans) await toggleLike(t.app.db, popular, fan.id);
    const page = await get('/api/admin/likes?q=adoree');
    expect(page.groups).toEqual([
      {
        list: { id: popular, title: 'Adorée', likes: 3, creator: { id: creator.id, user_name: creator.user_name } },
        likers: expect.arrayContaining(
          fans.map((fan) => expect.objectContaining({ id: fan.id, user_name: fan.user_name })),
        ),
      },
    ]);
  });

  it('shows each badge with how it is earned and its holders', async () => {
    const { badges } = await get('/api/admin/badges');
    expect(badges).toHaveLength(11);
    expect(badges[0]).toMatchObject({
      name_en: 'First step',
      rule: 'lists_created',
      threshold: 1,
      holders: expect.any(Number),
    });
  });

  describe('moderation', () => {
    it('makes a list private: it leaves the listings at once, and the action is recorded with who and when', async () => {
      const member = await createUser(t.app);
      const list = await makeList(t.app, member.id, { title: 'À modérer' });
      const response = await send({
        method: 'PUT',
        url: `/api/admin/lists/${list}/private`,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'The list is now private.' });
      expect((await t.app.inject({ method: 'GET', url: `/api/list/getById/${list}/user/0` })).statusCode).toBe(404);
      expect((await send({ method: 'PUT', url: '/api/admin/lists/2147483647/private' })).statusCode).toBe(404);
      const { actions } = await get('/api/admin/moderation');
      expect(actions[0]).toMatchObject({
        action: 'list_private',
        target_id: list,
        target_label: 'À modérer',
        admin: { id: admin.id, user_name: 'admin' },
        created_at: expect.any(String),
      });
    });

    it('records the admin deleting a member’s list, not a member deleting their own', async () => {
      const member = await createUser(t.app);
      const theirs = await makeList(t.app, member.id, { title: 'Supprimée par l’admin' });
      const own = await makeList(t.app, member.id, { title: 'Supprimée par son auteur' });
      expect((await send({ method: 'DELETE', url: `/api/list/${theirs}` })).statusCode).toBe(200);
      expect((await (await asUser(t.app, member))({ method: 'DELETE', url: `/api/list/${own}` })).statusCode).toBe(200);
      const labels = (await get('/api/admin/moderation')).actions.map(
        (action: { target_label: string }) => action.target_label,
      );
      expect(labels).toContain('Supprimée par l’admin');
      expect(labels).not.toContain('Supprimée par son auteur');
    });

    it('suspends a member: sessions end, sign-in refused, public lists held private; lifting it restores exactly those', async () => {
      const member = await createUser(t.app);
      const cookie = await loginAs(t.app, member);
      const open = await makeList(t.app, member.id, { title: 'Publique' });
      const hidden = await makeList(t.app, member.id, { title: 'Privée', privacy: 'private' });
      const fan = await createUser(t.app);
      await toggleLike(t.app.db, open, fan.id);
      const suspend = await send({
        method: 'PUT',
        url: `/api/admin/users/${member.id}/suspension`,
        headers: { 'accept-language': 'en' },
        payload: { suspended: true },
      });
      expect(suspend.statusCode).toBe(200);
      expect(suspend.json()).toMatchObject({
        message: 'The member is suspended.',
        user: { id: member.id, suspended_at: expect.any(String) },
      });
      const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(session.json().user).toBeNull();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...csrf, 'accept-language': 'en' },
        remoteAddress: uniqueAddress(),
        payload: { email: member.email, password: member.password },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ code: 'account_suspended' });
      const wrongPassword = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: csrf,
        remoteAddress: uniqueAddress(),
        payload: { email: member.email, password: 'Wrong12345' },
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/api/list/getById/${open}/user/0` })).statusCode).toBe(404);
      const browse = await t.app.inject({
        method: 'GET',
        url: `/api/lists/getAllListsFiltered/?creator_id=${member.id}`,
      });
      expect(browse.json().lists).toEqual([]);
      const ranking = await t.app.inject({ method: 'GET', url: '/api/lists/getMostLiked' });
      expect(ranking.json().map((entry: { user_id: number }) => entry.user_id)).not.toContain(member.id);
      const held = await get(`/api/lists/getAll?q=publique`);
      expect(held.lists.find((list: { id: number }) => list.id === open)).toMatchObject({
        privacy: 'private',
        held: true,
      });
      // Suspending twice changes nothing more; the admin account cannot be suspended.
      expect(
        (await send({ method: 'PUT', url: `/api/admin/users/${member.id}/suspension`, payload: { suspended: true } }))
          .statusCode,
      ).toBe(200);
      expect(
        (await send({ method: 'PUT', url: `/api/admin/users/${admin.id}/suspension`, payload: { suspended: true } }))
          .statusCode,
      ).toBe(400);
      expect(
        (await send({ method: 'PUT', url: '/api/admin/users/2147483647/suspension', payload: { suspended: true } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await send({ method: 'PUT', url: `/api/admin/users/${member.id}/suspension`, payload: { suspended: 'yes' } }))
          .statusCode,
      ).toBe(400);

      const lift = await send({
        method: 'PUT',
        url: `/api/admin/users/${member.id}/suspension`,
        payload: { suspended: false },
      });
      expect(lift.statusCode).toBe(200);
      expect(lift.json().user.suspended_at).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: `/api/list/getById/${open}/user/0` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/list/getById/${hidden}/user/0` })).statusCode).toBe(404);
      expect((await loginAs(t.app, member)).length).toBeGreaterThan(10);
      const actions = (await get('/api/admin/moderation')).actions
        .filter((action: { target_id: number }) => action.target_id === member.id)
        .map((action: { action: string }) => action.action);
      expect(actions).toEqual(['user_reinstated', 'user_suspended']);
    });

    it('closes a suspended member’s notification streams', async () => {
      const member = await createUser(t.app);
      const stream = await openEventStream(t.app, '/api/notifications/stream', await cookieFor(t.app, member));
      expect(await stream.next()).toBe('ready');
      expect(
        (await send({ method: 'PUT', url: `/api/admin/users/${member.id}/suspension`, payload: { suspended: true } }))
          .statusCode,
      ).toBe(200);
      expect(await stream.next()).toBe('logout');
      await stream.ended();
    });
  });
});
