import { LIST_ITEMS_MAX } from '@pepites/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, lists } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createAdmin, createUser, type TestUser } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';

describe("a list's items", () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    [owner, other] = [await createUser(t.app), await createUser(t.app)];
  });
  afterAll(async () => t.close());

  const typeOf = async (listId: number) =>
    (
      await t.database.db.select({ type: lists.type, count: lists.itemCount }).from(lists).where(eq(lists.id, listId))
    )[0];

  it('adds an item (creator only), keeps one row per (type, provider id), and derives the list type', async () => {
    const id = await makeList(t.app, owner.id);
    const send = await asUser(t.app, owner);
    const video = { provider_id: 'N4XX3k8Sllg', type: 'youtube' };
    const added = await send({
      method: 'PUT',
      url: `/api/${id}/content`,
      headers: { 'accept-language': 'en' },
      payload: video,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'Content added to the list.',
      added: true,
      content: {
        provider_id: 'N4XX3k8Sllg',
        provider_id_string: 'N4XX3k8Sllg',
        type: 'youtube',
        position: 0,
        seen: false,
      },
    });
    expect(await typeOf(id)).toEqual({ type: 'youtube-video', count: 1 });

    const again = await send({
      method: 'PUT',
      url: `/api/${id}/content`,
      headers: { 'accept-language': 'en' },
      payload: { ...video, title: 'Renamed by someone' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'This content is already in the list.',
      added: false,
      content: { title: 'Joueur du grenier - Les visiteurs / Astérix contre César - PSX' },
    });
    expect(await typeOf(id)).toEqual({ type: 'youtube-video', count: 1 });

    // A movie and a show with the same number are two items (the offline catalogue has no such pair; a live one may).
    await t.database.db
      .insert(items)
      .values({ type: 'show', providerId: '550', title: 'A show of the live catalogue' });
    expect(
      (await send({ method: 'PUT', url: `/api/${id}/content`, payload: { provider_id: 550, type: 'movie' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send({ method: 'PUT', url: `/api/${id}/content`, payload: { provider_id: 1396, type: 'show' } }))
        .statusCode,
    ).toBe(200);
    expect(await typeOf(id)).toEqual({ type: 'mixed', count: 3 });
    expect(await t.database.db.select().from(items).where(eq(items.providerId, '550'))).toHaveLength(2);

    expect(
      (await (await asUser(t.app, other))({ method: 'PUT', url: `/api/${id}/content`, payload: video })).statusCode,
    ).toBe(403);
    expect(
      (await (await asUser(t.app, undefined))({ method: 'PUT', url: `/api/${id}/content`, payload: video })).statusCode,
    ).toBe(401);
  });

  it(`refuses the item after ${LIST_ITEMS_MAX} with 409`, async () => {
    const id = await makeList(t.app, owner.id);
    await t.database.db.execute(
      sql`insert into items (type, provider_id, title) select 'movie', 'bulk-' || n, 'Bulk ' || n from generate_series(1, ${LIST_ITEMS_MAX}) as n`,
    );
    await t.database.db.execute(sql`
      insert into list_items (list_id, item_id, position)
      select ${id}, i.id, row_number() over (order by i.id) from items i where i.provider_id like 'bulk-%'`);
    expect(await typeOf(id)).toEqual({ type: 'movie', count: LIST_ITEMS_MAX });
    const response = await (
      await asUser(t.app, owner)
    )({ method: 'PUT', url: `/api/${id}/content`, headers: { 'accept-language': 'en' }, payload: newItem('movie') });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ list: 'A list holds at most 500 items.' });
  });

  it('removes an item from that list only; the type follows', async () => {
    const [first, second] = [await makeList(t.app, owner.id), await makeList(t.app, owner.id)];
    const shared = newItem('show');
    const showId = await addItem(t.app, first, shared);
    await addItem(t.app, second, shared);
    await addItem(t.app, first, newItem('movie'));
    const send = await asUser(t.app, owner);
    expect((await send({ method: 'DELETE', url: `/api/${first}/content/${showId}` })).statusCode).toBe(200);
    expect(await typeOf(first)).toEqual({ type: 'movie', count: 1 });
    expect(await typeOf(second)).toEqual({ type: 'show', count: 1 });
    expect((await send({ method: 'DELETE', url: `/api/${first}/content/${showId}` })).statusCode).toBe(404);
    expect(
      (await (await asUser(t.app, other))({ method: 'DELETE', url: `/api/${second}/content/${showId}` })).statusCode,
    ).toBe(403);
  });

  it('reorders items when given every item once, and keeps notes of up to 280 characters', async () => {
    const id = await makeList(t.app, owner.id);
    const [a, b, c] = [await addItem(t.app, id), await addItem(t.app, id), await addItem(t.app, id)];
    const send = await asUser(t.app, owner);
    expect(
      (await send({ method: 'PUT', url: `/api/list/${id}/content/order`, payload: { ids: [c, a, b] } })).statusCode,
    ).toBe(200);
    for (const ids of [
      [c, a],
      [c, a, b, 999],
      [c, a, a],
    ]) {
      expect((await send({ method: 'PUT', url: `/api/list/${id}/content/order`, payload: { ids } })).statusCode).toBe(
        400,
      );
    }
    const note = await send({
      method: 'PUT',
      url: `/api/list/${id}/content/${a}/note`,
      payload: { note: 'À voir en VO.\nAbsolument.' },
    });
    expect(note.statusCode).toBe(200);
    expect(note.json().content).toMatchObject({ id: a, note: 'À voir en VO.\nAbsolument.', position: 1 });
    expect(
      (await send({ method: 'PUT', url: `/api/list/${id}/content/${a}/note`, payload: { note: 'n'.repeat(281) } }))
        .statusCode,
    ).toBe(400);
    const { list } = (await send({ method: 'GET', url: `/api/list/getById/${id}/user/0` })).json();
    expect(list.content.map((item: { id: number; note: string | null }) => [item.id, item.note])).toEqual([
      [c, null],
      [a, 'À voir en VO.\nAbsolument.'],
      [b, null],
    ]);
    expect(
      (await send({ method: 'PUT', url: `/api/list/${id}/content/${a}/note`, payload: { note: null } })).json().content
        .note,
    ).toBeNull();
    expect(
      (
        await (
          await asUser(t.app, other)
        )({ method: 'PUT', url: `/api/list/${id}/content/${a}/note`, payload: { note: 'x' } })
      ).statusCode,
    ).toBe(403);
  });

  it('toggles the caller’s own seen mark only', async () => {
    const id = await makeList(t.app, owner.id);
    const item = await addItem(t.app, id);
    const send = await asUser(t.app, other);
    expect((await send({ method: 'PUT', url: `/api/content/${item}/seen/${other.id}` })).json()).toMatchObject({
      seen: true,
    });
    expect((await send({ method: 'PUT', url: `/api/content/${item}/seen/${other.id}` })).json()).toMatchObject({
      seen: false,
    });
    expect((await send({ method: 'PUT', url: `/api/content/${item}/seen/${owner.id}` })).statusCode).toBe(403);
    expect((await send({ method: 'PUT', url: `/api/content/2147483647/seen/${other.id}` })).statusCode).toBe(404);
  });

  it('counts the lists holding an item that the caller may see', async () => {
    const admin = await createAdmin(t.app);
    const item = newItem('movie');
    const open = await makeList(t.app, owner.id);
    const hidden = await makeList(t.app, owner.id, { privacy: 'private' });
    await addItem(t.app, open, item);
    await addItem(t.app, hidden, item);
    const count = async (caller?: TestUser) =>
      (
        await (
          await asUser(t.app, caller)
        )({ method: 'GET', url: `/api/lists/getCountByProviderId/${item.provider_id}?type=movie` })
      ).json().count;
    expect([await count(), await count(other), await count(owner), await count(admin)]).toEqual([1, 1, 2, 2]);
    expect(
      (
        await (
          await asUser(t.app, undefined)
        )({ method: 'GET', url: `/api/lists/getCountByProviderId/${item.provider_id}?type=show` })
      ).json().count,
    ).toBe(0);
  });
});
