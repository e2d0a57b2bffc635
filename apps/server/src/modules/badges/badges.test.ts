import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges, notifications, userBadges } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createAdmin, createUser, csrf, type TestUser } from '../../test/auth-helpers.js';
import { imageUpload } from '../../test/multipart.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';
import { toggleLike } from '../lists/index.js';

describe('badges: the engine, the admin check, creation and hand awards', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    admin = await createAdmin(t.app);
  });
  afterAll(async () => t.close());

  const badgeId = async (key: string) =>
    (await t.database.db.select({ id: badges.id }).from(badges).where(eq(badges.key, key)))[0]?.id ?? 0;
  const heldKeys = async (userId: number) =>
    (
      await t.database.db
        .select({ key: badges.key })
        .from(userBadges)
        .innerJoin(badges, eq(badges.id, userBadges.badgeId))
        .where(eq(userBadges.userId, userId))
    )
      .map((row) => row.key)
      .sort();
  const badgeNotifications = (userId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'badge')));
  const likeNotifications = (userId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.code, 'like_received')));

  it('awards "First step" when the first list is created, with an unlock date and one notification in both languages', async () => {
    const owner = await createUser(t.app);
    const send = await asUser(t.app, owner);
    expect(
      (await send({ method: 'POST', url: `/api/list/create/${owner.id}`, payload: { title: 'Première' } })).statusCode,
    ).toBe(201);
    const response = await t.app.inject({ method: 'GET', url: `/api/user/${owner.id}/badges` });
    expect(response.statusCode).toBe(200);
    expect(response.json().badges).toEqual([
      expect.objectContaining({ name: 'Premier pas', name_en: 'First step', unlocked_at: expect.any(String) }),
    ]);
    const unseen = await send({ method: 'GET', url: `/api/user/${owner.id}/notifications/unseen` });
    expect(unseen.statusCode).toBe(200);
    expect(unseen.json().notifications).toEqual([
      expect.objectContaining({
        type: 'badge',
        code: 'badge_unlocked',
        seen: false,
        message: 'Nouveau badge débloqué : « Premier pas ». Bravo !',
        message_en: 'New badge unlocked: “First step”. Well done!',
      }),
    ]);
    // A second list earns nothing new.
    expect(
      (await send({ method: 'POST', url: `/api/list/create/${owner.id}`, payload: { title: 'Deuxième' } })).statusCode,
    ).toBe(201);
    expect(await heldKeys(owner.id)).toEqual(['lists-1']);
    expect(await badgeNotifications(owner.id)).toHaveLength(1);
  });

  it('awards "Film buff" when the fifth list made only of movies gets its item, not at four, and not for a mixed list', async () => {
    const owner = await createUser(t.app);
    const send = await asUser(t.app, owner);
    for (let index = 0; index < 4; index += 1) await addItem(t.app, await makeList(t.app, owner.id), newItem('movie'));
    const mixed = await makeList(t.app, owner.id);
    await addItem(t.app, mixed, newItem('movie'));
    const add = (listId: number, type: 'movie' | 'show') =>
      send({ method: 'PUT', url: `/api/${listId}/content`, payload: newItem(type) });
    expect((await add(mixed, 'show')).statusCode).toBe(200);
    expect(await heldKeys(owner.id)).not.toContain('movies-5');
    const fifth = await makeList(t.app, owner.id);
    expect((await add(fifth, 'movie')).statusCode).toBe(200);
    expect(await heldKeys(owner.id)).toContain('movies-5');
  });

  it('counts likes received from others only, awards "Appreciated" at 20, once, and never takes it back', async () => {
    const owner = await createUser(t.app);
    const list = await makeList(t.app, owner.id);
    await toggleLike(t.app.db, list, owner.id); // one's own like does not count
    const likers = await Promise.all(Array.from({ length: 20 }, () => createUser(t.app)));
    for (const liker of likers.slice(0, 19)) await toggleLike(t.app.db, list, liker.id);
    const last = likers[19] as TestUser;
    const like = async (user: TestUser) =>
      (await asUser(t.app, user))({ method: 'PUT', url: `/api/list/${list}/like/${user.id}` });
    expect((await like(likers[0] as TestUser)).json().liked).toBe(false); // 18 from others now
    expect(await heldKeys(owner.id)).not.toContain('likes-20');
    expect((await like(likers[0] as TestUser)).json().liked).toBe(true); // 19
    expect(await heldKeys(owner.id)).not.toContain('likes-20');
    expect((await like(last)).statusCode).toBe(200); // 20
    expect(await heldKeys(owner.id)).toContain('likes-20');
    expect((await like(last)).json().liked).toBe(false); // back to 19: kept
    expect(await heldKeys(owner.id)).toContain('likes-20');
  });

  it('gives exactly one award and one notification when simultaneous likes cross the threshold', async () => {
    const owner = await createUser(t.app);
    const list = await makeList(t.app, owner.id);
    const likers = await Promise.all(Array.from({ length: 26 }, () => createUser(t.app)));
    for (const liker of likers.slice(0, 18)) await toggleLike(t.app.db, list, liker.id);
    const senders = await Promise.all(likers.slice(18).map((liker) => asUser(t.app, liker)));
    const responses = await Promise.all(
      senders.map((send, index) => send({ method: 'PUT', url: `/api/list/${list}/like/${likers[18 + index]?.id}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const id = await badgeId('likes-20');
    expect(
      await t.database.db
        .select()
        .from(userBadges)
        .where(and(eq(userBadges.userId, owner.id), eq(userBadges.badgeId, id))),
    ).toHaveLength(1);
    expect(
      (await badgeNotifications(owner.id)).filter((row) => (row.params as { badge_id: number }).badge_id === id),
    ).toHaveLength(1);
    expect(await likeNotifications(owner.id)).toHaveLength(8);
  });

  it('tells the creator of a like once per liker and list: not again when toggled off and on, never for their own like', async () => {
    const owner = await createUser(t.app);
    const fan = await createUser(t.app);
    const list = await makeList(t.app, owner.id, { title: 'Polars' });
    const asFan = await asUser(t.app, fan);
    const asOwner = await asUser(t.app, owner);
    for (let index = 0; index < 3; index += 1)
      expect((await asFan({ method: 'PUT', url: `/api/list/${list}/like/${fan.id}` })).statusCode).toBe(200);
    expect((await asOwner({ method: 'PUT', url: `/api/list/${list}/like/${owner.id}` })).statusCode).toBe(200);
    const rows = await likeNotifications(owner.id);
    expect(rows).toHaveLength(1);
    const unseen = await asOwner({
      method: 'GET',
      url: `/api/user/${owner.id}/notifications/unseen`,
      headers: { 'accept-language': 'en' },
    });
    // The like also gave the owner "First step" (they have a list): the bell holds both.
    expect(unseen.json().notifications.find((row: { code: string }) => row.code === 'like_received')).toMatchObject({
      type: 'information',
      message: `${fan.user_name} aime votre liste « Polars ».`,
      message_en: `${fan.user_name} likes your list “Polars”.`,
      params: { list_id: list },
    });
  });

  describe('GET /api/check-badges', () => {
    it('awards, set-based, what lists made without the API earned, then finds nothing more', async () => {
      const maker = await createUser(t.app);
      for (let index = 0; index < 10; index += 1) await makeList(t.app, maker.id);
      const asAdmin = await asUser(t.app, admin);
      const first = await asAdmin({ method: 'GET', url: '/api/check-badges', headers: { 'accept-language': 'en' } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'Badges verified.', awarded: expect.any(Number) });
      expect(first.json().awarded).toBeGreaterThanOrEqual(2);
      expect(await heldKeys(maker.id)).toEqual(['lists-1', 'lists-10']);
      expect(await badgeNotifications(maker.id)).toHaveLength(2);
      const again = await asAdmin({ method: 'GET', url: '/api/check-badges' });
      expect(again.statusCode).toBe(200);
      expect(again.json().awarded).toBe(0);
    });

    it('is for the admin only', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/check-badges' })).statusCode).toBe(401);
      expect(
        (await (await asUser(t.app, await createUser(t.app)))({ method: 'GET', url: '/api/check-badges' })).statusCode,
      ).toBe(403);
    });
  });

  describe('POST /api/badge and hand awards', () => {
    const valid = {
      name: 'Pionnier',
      name_en: 'Pioneer',
      description: 'Être là dès le début.',
      description_en: 'Be there from the start.',
      icon: '',
      rule: 'manual',
    };

    it('creates a rule badge and awards it at once to members already past its threshold', async () => {
      const veteran = await createUser(t.app);
      for (let index = 0; index < 3; index += 1) await makeList(t.app, veteran.id);
      const asAdmin = await asUser(t.app, admin);
      const icon = await uploadedIcon();
      const response = await asAdmin({
        method: 'POST',
        url: '/api/badge',
        headers: { 'accept-language': 'en' },
        payload: { ...valid, name: 'Trio', name_en: 'Trio', icon, rule: 'lists_created', threshold: 3 },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: 'Badge created.',
        badge: { name_en: 'Trio', rule: 'lists_created', threshold: 3, holders: expect.any(Number), icon },
      });
      expect(response.json().badge.holders).toBeGreaterThanOrEqual(1);
      const held = await t.app.inject({ method: 'GET', url: `/api/user/${veteran.id}/badges` });
      expect(held.json().badges.map((badge: { name_en: string }) => badge.name_en)).toContain('Trio');
    });

    it.each([
      [
        { threshold: undefined, rule: 'likes_received' },
        'threshold',
        'The threshold is a whole number from 1 to 100,000.',
      ],
      [{ threshold: 0, rule: 'likes_received' }, 'threshold', 'The threshold is a whole number from 1 to 100,000.'],
      [
        { threshold: 100_001, rule: 'lists_created' },
        'threshold',
        'The threshold is a whole number from 1 to 100,000.',
      ],
      [{ rule: 'lists_deleted' }, 'rule', 'Choose how the badge is earned.'],
      [{ name: '\u200b\u200b' }, 'name', 'The badge needs a name.'],
      [{ name_en: 'x'.repeat(41) }, 'name_en', 'The name must be at most 40 characters long.'],
      [
        { description: 'a\u0000b' },
        'description',
        'This field contains an invisible or control character that is not accepted.',
      ],
      [{ icon: 'javascript:alert(1)' }, 'icon', 'No image could be fetched from this address.'],
      [
        { icon: '/api/uploads/0123456789abcdef0123456789abcdef' },
        'icon',
        'No image could be fetched from this address.',
      ],
    ])('refuses %j with 400 on the field, creating nothing', async (change, field, message) => {
      const before = (await t.database.db.select({ id: badges.id }).from(badges)).length;
      const response = await (
        await asUser(t.app, admin)
      )({
        method: 'POST',
        url: '/api/badge',
        headers: { 'accept-language': 'en' },
        payload: { ...valid, icon: '/badges/lists-1.svg', ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject({ [field]: message });
      expect(await t.database.db.select({ id: badges.id }).from(badges)).toHaveLength(before);
    });

    it('gives a hand badge once, with a notification; a rule badge cannot be given by hand; unknown ids are 404', async () => {
      const member = await createUser(t.app);
      const asAdmin = await asUser(t.app, admin);
      const created = await asAdmin({
        method: 'POST',
        url: '/api/badge',
        payload: { ...valid, icon: await uploadedIcon() },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().badge.id as number;
      const award = () =>
        asAdmin({
          method: 'POST',
          url: `/api/admin/badges/${id}/award`,
          headers: { 'accept-language': 'en' },
          payload: { user_id: member.id },
        });
      const first = await award();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'Badge awarded.', awarded: true });
      const second = await award();
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ message: 'This member already has this badge.', awarded: false });
      expect(await badgeNotifications(member.id)).toHaveLength(1);
      const ruleBadge = await asAdmin({
        method: 'POST',
        url: `/api/admin/badges/${await badgeId('lists-1')}/award`,
        payload: { user_id: member.id },
      });
      expect(ruleBadge.statusCode).toBe(400);
      expect(
        (await asAdmin({ method: 'POST', url: `/api/admin/badges/${id}/award`, payload: { user_id: 2_147_483_647 } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await asAdmin({ method: 'POST', url: `/api/admin/badges/2147483647/award`, payload: { user_id: member.id } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await asAdmin({ method: 'POST', url: `/api/admin/badges/${id}/award`, payload: { user_id: 'x' } })).statusCode,
      ).toBe(400);
    });

    async function uploadedIcon(): Promise<string> {
      const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#e8b04a' } })
        .png()
        .toBuffer();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/badge',
        ...imageUpload(png),
        headers: { ...imageUpload(png).headers, ...csrf, cookie: await cookieFor(t.app, admin) },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ url: string }>().url;
    }
  });
});
