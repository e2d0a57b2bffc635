import { deriveListType, MEDIA_TYPES, type MediaType } from '@pepites/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, lists, users } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { figureDrift, NO_DRIFT, rowsOf } from '../../test/figure-drift.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';

describe('counts kept by the database', () => {
  let t: TestApp;
  let members: TestUser[];
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    members = [];
    for (let index = 0; index < 40; index++) members.push(await createUser(t.app));
  });
  afterAll(async () => t.close());

  it('stay exact through likes, items, tags, privacy changes and deletions of lists and users', async () => {
    const [alice, bruno, carla] = members as [TestUser, TestUser, TestUser];
    const one = await makeList(t.app, alice.id, { tags: ['horror', 'cult', 'classic'] });
    const two = await makeList(t.app, bruno.id, { tags: ['comedy'] });
    await addItem(t.app, one, newItem('movie'));
    await addItem(t.app, two, newItem('podcast'));
    for (const fan of members.slice(0, 10))
      await (
        await asUser(t.app, fan)
      )({ method: 'PUT', url: `/api/list/${one}/like/${fan.id}` });
    for (const fan of members.slice(5, 8))
      await (
        await asUser(t.app, fan)
      )({ method: 'PUT', url: `/api/list/${two}/like/${fan.id}` });
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    expect(
      (await t.database.db.select({ received: users.publicLikesReceived }).from(users).where(eq(users.id, alice.id)))[0]
        ?.received,
    ).toBe(10);

    await (
      await asUser(t.app, alice)
    )({
      method: 'PUT',
      url: `/api/list/update/${one}`,
      payload: { title: 'Now private', description: '', privacy: 'private' },
    });
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    await (
      await asUser(t.app, alice)
    )({
      method: 'PUT',
      url: `/api/list/update/${one}`,
      payload: { title: 'Public again', description: '', privacy: 'public' },
    });
    const show = await addItem(t.app, one, newItem('show'));
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    // Reordering and a note rewrite the card, in one statement each.
    const owner = await asUser(t.app, alice);
    const { content } = (await owner({ method: 'GET', url: `/api/list/getById/${one}/user/${alice.id}` })).json().list;
    const order = await owner({
      method: 'PUT',
      url: `/api/list/${one}/content/order`,
      payload: { ids: [...content.map((item: { id: number }) => item.id)].reverse() },
    });
    expect(order.statusCode).toBe(200);
    expect(
      (await owner({ method: 'PUT', url: `/api/list/${one}/content/${show}/note`, payload: { note: 'En premier.' } }))
        .statusCode,
    ).toBe(200);
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    await t.database.db.update(items).set({ title: 'Renamed by the catalogue' }).where(eq(items.id, show));
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);

    // A liker leaves: their likes go, and so do the counts they made.
    await t.database.db.delete(users).where(eq(users.id, carla.id));
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    // A creator leaves: their lists go with them.
    await t.database.db.delete(users).where(eq(users.id, bruno.id));
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    await (
      await asUser(t.app, alice)
    )({ method: 'DELETE', url: `/api/list/${one}` });
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
  });

  it('stay exact under 500 simultaneous like and seen toggles from many users, with no 5xx', async () => {
    const owner = members[10] as TestUser;
    const target = await makeList(t.app, owner.id, { tags: ['drama', 'family'] });
    const other = await makeList(t.app, owner.id);
    const itemIds = [await addItem(t.app, target, newItem('movie')), await addItem(t.app, target, newItem('movie'))];
    const fans = members.slice(11);
    const senders = await Promise.all(fans.map((fan) => asUser(t.app, fan)));
    const requests = Array.from({ length: 500 }, (_, index) => {
      const fanIndex = index % fans.length;
      const fan = fans[fanIndex] as TestUser;
      const send = senders[fanIndex] as Awaited<ReturnType<typeof asUser>>;
      const kind = index % 4;
      if (kind === 0) return send({ method: 'PUT', url: `/api/list/${target}/like/${fan.id}` });
      if (kind === 1) return send({ method: 'PUT', url: `/api/list/${other}/like/${fan.id}` });
      return send({ method: 'PUT', url: `/api/content/${itemIds[kind - 2]}/seen/${fan.id}` });
    });
    const responses = await Promise.all(requests);
    expect(responses.filter((response) => response.statusCode !== 200).map((response) => response.statusCode)).toEqual(
      [],
    );
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    const [row] = await t.database.db.select({ likes: lists.likesCount }).from(lists).where(eq(lists.id, target));
    const [actual] = await rowsOf<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from likes where list_id = ${target}`,
    );
    expect(row?.likes).toBe(actual?.count);
  });

  it('stay exact, without a deadlock or a 5xx, when reorders, notes and removals race on one list', async () => {
    const owner = members[12] as TestUser;
    const target = await makeList(t.app, owner.id, { tags: ['cult'] });
    const itemIds: number[] = [];
    for (let index = 0; index < 12; index++)
      itemIds.push(await addItem(t.app, target, newItem(index % 2 ? 'movie' : 'show')));
    const send = await asUser(t.app, owner);
    const shuffled = () => [...itemIds].sort(() => Math.random() - 0.5);
    const requests = Array.from({ length: 90 }, (_, index) => {
      if (index % 9 === 0) return send({ method: 'DELETE', url: `/api/${target}/content/${itemIds[index / 9]}` });
      if (index % 3 === 0)
        return send({ method: 'PUT', url: `/api/list/${target}/content/order`, payload: { ids: shuffled() } });
      return send({
        method: 'PUT',
        url: `/api/list/${target}/content/${itemIds[11 - (index % 2)]}/note`,
        payload: { note: `Note ${index}` },
      });
    });
    const responses = await Promise.all(requests);
    expect(responses.filter((response) => response.statusCode >= 500).map((response) => response.body)).toEqual([]);
    // Removals all succeed; a reorder naming a removed item is refused (400); notes on kept items succeed.
    expect(responses.filter((_, index) => index % 9 === 0).map((response) => response.statusCode)).toEqual(
      Array(10).fill(200),
    );
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    const [row] = await t.database.db.select({ count: lists.itemCount }).from(lists).where(eq(lists.id, target));
    expect(row?.count).toBe(2);
  });
});

describe('the list type the database derives', () => {
  it('is the contracts’ deriveListType for every combination of item types', async () => {
    const t = await createTestApp();
    try {
      const owner = await createUser(t.app);
      const combinations = MEDIA_TYPES.reduce<MediaType[][]>(
        (sets, type) => [...sets, ...sets.map((set) => [...set, type])],
        [[]],
      );
      for (const combination of combinations) {
        const id = await makeList(t.app, owner.id);
        for (const type of combination) await addItem(t.app, id, newItem(type));
        const [row] = await t.database.db.select({ type: lists.type }).from(lists).where(eq(lists.id, id));
        expect([combination, row?.type]).toEqual([combination, deriveListType(combination)]);
      }
    } finally {
      await t.close();
    }
  });
});
