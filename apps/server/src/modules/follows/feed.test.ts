import { FEED_PAGE_SIZE, type FeedEvent, type FeedResponse } from '@pepites/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdmin, createUser, type TestUser } from '../../test/auth-helpers.js';
import { addItem, asUser, makeList } from '../../test/list-helpers.js';

describe('the feed', () => {
  let t: TestApp;
  let admin: TestUser;
  let scratch: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
    scratch = await makeList(t.app, admin.id, { privacy: 'private' });
  });
  afterAll(async () => t.close());

  const as = (who: TestUser | undefined) => asUser(t.app, who);
  const feed = async (reader: TestUser, before?: string) => {
    const response = await (await as(reader))({ method: 'GET', url: `/api/feed${before ? `?before=${before}` : ''}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FeedResponse>();
  };
  const follow = async (reader: TestUser, member: TestUser) =>
    expect((await (await as(reader))({ method: 'PUT', url: `/api/user/${member.id}/follow` })).statusCode).toBe(200);
  const like = async (member: TestUser, listId: number) =>
    (await as(member))({ method: 'PUT', url: `/api/list/${listId}/like/${member.id}` });
  const setPrivacy = async (owner: TestUser, listId: number, privacy: 'public' | 'private') =>
    expect(
      (
        await (
          await as(owner)
        )({ method: 'PUT', url: `/api/list/update/${listId}`, payload: { title: 'Changed', description: '', privacy } })
      ).statusCode,
    ).toBe(200);
  /** An item added to `listId` by `member`, as lists made together record it. */
  const addBy = async (member: TestUser, listId: number) => {
    const itemId = await addItem(t.app, scratch);
    await t.database.db.execute(
      sql`insert into list_items (list_id, item_id, position, added_by) values (${listId}, ${itemId}, 100 + ${itemId}, ${member.id})`,
    );
  };
  const shown = (events: FeedEvent[]) => events.map((event) => [event.kind, event.actor.id, event.list.id]);

  it('is for members only (401) and refuses a malformed cursor (400)', async () => {
    expect((await (await as(undefined))({ method: 'GET', url: '/api/feed' })).statusCode).toBe(401);
    const reader = await createUser(t.app);
    for (const before of ['x', '123-4', '1234567890123', '1234567890123-', '%00', '1234567890123-1%00'])
      expect((await (await as(reader))({ method: 'GET', url: `/api/feed?before=${before}` })).statusCode).toBe(400);
    expect(await feed(reader)).toEqual({ events: [], next: null, following: 0 });
  });

  it("shows what followed members did on public lists, newest first, as list cards; nobody else's", async () => {
    const [reader, maker, stranger] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    await follow(reader, maker);
    const made = await makeList(t.app, maker.id, { title: 'Nuits blanches' });
    await addItem(t.app, made);
    const others = await makeList(t.app, stranger.id);
    expect((await like(maker, others)).statusCode).toBe(200);
    await addBy(maker, others);
    await addBy(maker, others);
    await makeList(t.app, stranger.id);
    expect((await like(stranger, made)).statusCode).toBe(200);

    const page = await feed(reader);
    expect(page.following).toBe(1);
    expect(page.next).toBeNull();
    expect(shown(page.events)).toEqual([
      ['added', maker.id, others],
      ['liked', maker.id, others],
      ['created', maker.id, made],
    ]);
    const [added, , created] = page.events as [FeedEvent, FeedEvent, FeedEvent];
    expect(added.item_count).toBe(2);
    expect(created.actor).toEqual({ id: maker.id, user_name: maker.user_name, avatar: null });
    expect(created.list).toMatchObject({
      id: made,
      title: 'Nuits blanches',
      creator: { id: maker.id, user_name: maker.user_name, avatar: null },
      likes: 1,
      item_count: 1,
    });
    expect(created.list.posters).toHaveLength(1);
    expect(created.cursor).toMatch(/^[0-9]{13}-[0-9]+$/);

    // A like taken back takes its event with it.
    expect((await like(maker, others)).statusCode).toBe(200);
    expect(shown((await feed(reader)).events)).toEqual([
      ['added', maker.id, others],
      ['created', maker.id, made],
    ]);
  });

  it('never shows a private list; a public list made private leaves it, a deleted one is gone', async () => {
    const [reader, maker] = [await createUser(t.app), await createUser(t.app)];
    await follow(reader, maker);
    const hidden = await makeList(t.app, maker.id, { privacy: 'private' });
    await addBy(maker, hidden);
    const open = await makeList(t.app, maker.id);
    const doomed = await makeList(t.app, maker.id);
    expect(shown((await feed(reader)).events)).toEqual([
      ['created', maker.id, doomed],
      ['created', maker.id, open],
    ]);
    await setPrivacy(maker, open, 'private');
    expect(shown((await feed(reader)).events)).toEqual([['created', maker.id, doomed]]);
    await setPrivacy(maker, open, 'public');
    expect((await (await as(maker))({ method: 'DELETE', url: `/api/list/${doomed}` })).statusCode).toBe(200);
    expect(shown((await feed(reader)).events)).toEqual([['created', maker.id, open]]);
    await setPrivacy(maker, hidden, 'public');
    expect(shown((await feed(reader)).events)).toEqual([
      ['created', maker.id, open],
      ['added', maker.id, hidden],
      ['created', maker.id, hidden],
    ]);
  });

  it("leaves out a suspended member's events and does not count them as followed", async () => {
    const [reader, maker, other] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    await follow(reader, maker);
    await follow(reader, other);
    const othersList = await makeList(t.app, other.id);
    expect((await like(maker, othersList)).statusCode).toBe(200);
    expect((await feed(reader)).events).toHaveLength(2);
    const suspend = async (suspended: boolean) =>
      expect(
        (
          await (
            await as(admin)
          )({ method: 'PUT', url: `/api/admin/users/${maker.id}/suspension`, payload: { suspended } })
        ).statusCode,
      ).toBe(200);
    await suspend(true);
    const page = await feed(reader);
    expect(shown(page.events)).toEqual([['created', other.id, othersList]]);
    expect(page.following).toBe(1);
    await suspend(false);
    expect((await feed(reader)).events).toHaveLength(2);
  });

  it('makes no event for an imported list', async () => {
    const [reader, maker] = [await createUser(t.app), await createUser(t.app)];
    await follow(reader, maker);
    await t.database.db.execute(
      sql`insert into lists (creator_id, title, title_search, import_key) values (${maker.id}, 'Importée', 'importee', 'letterboxd:1')`,
    );
    expect((await feed(reader)).events).toEqual([]);
  });

  it('merges the newest events of many members followed (more than the quick way looks at) exactly', async () => {
    const reader = await createUser(t.app);
    const members: TestUser[] = [];
    for (let index = 0; index < 2 * FEED_PAGE_SIZE + 10; index++) {
      const member = await createUser(t.app);
      members.push(member);
      await follow(reader, member);
      await makeList(t.app, member.id, index % 7 === 0 ? { privacy: 'private' } : {});
      if (index % 3 === 0) await makeList(t.app, member.id);
    }
    const truth = await t.database.db.execute(sql`
      select e.id from feed_events e join lists l on l.id = e.list_id and l.privacy = 'public'
      where e.actor_id = any(${`{${members.map((member) => member.id).join(',')}}`}::int[])
      order by e.created_at desc, e.id desc`);
    const expected = (truth as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
    const seen: number[] = [];
    let before: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await feed(reader, before);
      seen.push(...page.events.map((event) => event.id));
      if (!page.next) break;
      before = page.next;
    }
    expect(seen).toEqual(expected);
    expect(expected.length).toBeGreaterThan(2 * FEED_PAGE_SIZE);
  });

  it('pages by cursor without a duplicate or a gap, events of one millisecond included', async () => {
    const [reader, ana, ben] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    await follow(reader, ana);
    await follow(reader, ben);
    const made: number[] = [];
    for (let index = 0; index < 2 * FEED_PAGE_SIZE + 5; index++) {
      made.push(await makeList(t.app, index % 2 ? ana.id : ben.id));
      // Private lists among the newest events: left out by the quick way and the exact one alike.
      if (index % 9 === 0) await makeList(t.app, ana.id, { privacy: 'private' });
    }
    // Ten events of the very same millisecond: the id orders them.
    await t.database.db.execute(
      sql`update feed_events set created_at = '2026-01-01T00:00:00.123Z' where list_id = any(${`{${made.slice(0, 10).join(',')}}`}::int[])`,
    );
    const seen: FeedEvent[] = [];
    let before: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await feed(reader, before);
      expect(page.events.length).toBeLessThanOrEqual(FEED_PAGE_SIZE);
      seen.push(...page.events);
      if (!page.next) break;
      expect(page.next).toBe(page.events.at(-1)?.cursor);
      before = page.next;
    }
    const expected = [...made.slice(10).reverse(), ...made.slice(0, 10).reverse()];
    expect(seen.map((event) => event.list.id)).toEqual(expected);
  });
  describe('from the candidates kept a few seconds (decision 038)', () => {
    const unfollow = async (reader: TestUser, member: TestUser) =>
      expect((await (await as(reader))({ method: 'DELETE', url: `/api/user/${member.id}/follow` })).statusCode).toBe(
        200,
      );
    const suspend = async (member: TestUser, suspended: boolean) =>
      expect(
        (
          await (
            await as(admin)
          )({ method: 'PUT', url: `/api/admin/users/${member.id}/suspension`, payload: { suspended } })
        ).statusCode,
      ).toBe(200);

    it('leaves out a list made private at once, on the first page and the next, and brings it back', async () => {
      const [reader, maker] = [await createUser(t.app), await createUser(t.app)];
      await follow(reader, maker);
      const made: number[] = [];
      for (let index = 0; index < FEED_PAGE_SIZE + 3; index++) made.push(await makeList(t.app, maker.id));
      const [newest, oldest] = [made.at(-1) as number, made[0] as number];
      const first = await feed(reader);
      expect(first.events[0]?.list.id).toBe(newest);
      const second = await feed(reader, first.next ?? undefined);
      expect(second.events.at(-1)?.list.id).toBe(oldest);

      await setPrivacy(maker, newest, 'private');
      await setPrivacy(maker, oldest, 'private');
      const hidden = [...(await feed(reader)).events, ...(await feed(reader, first.next ?? undefined)).events];
      expect(hidden.map((event) => event.list.id)).not.toContain(newest);
      expect(hidden.map((event) => event.list.id)).not.toContain(oldest);
      expect((await feed(reader)).events[0]?.list.id).toBe(made.at(-2));

      await setPrivacy(maker, newest, 'public');
      expect((await feed(reader)).events[0]?.list.id).toBe(newest);
    });

    it("leaves out a suspended member's events and count at once, and brings them back when it is lifted", async () => {
      const [reader, maker, other] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
      await follow(reader, maker);
      await follow(reader, other);
      const othersList = await makeList(t.app, other.id);
      const makersList = await makeList(t.app, maker.id);
      const before = await feed(reader);
      expect(shown(before.events)).toEqual([
        ['created', maker.id, makersList],
        ['created', other.id, othersList],
      ]);
      expect(before.following).toBe(2);

      await suspend(maker, true);
      const during = await feed(reader);
      expect(shown(during.events)).toEqual([['created', other.id, othersList]]);
      expect(during.following).toBe(1);
      await suspend(maker, false);
      const after = await feed(reader);
      expect(after.events).toHaveLength(2);
      expect(after.following).toBe(2);
    });

    it('shows a member followed on the next request, and drops them as soon as they are unfollowed', async () => {
      const [reader, ana, ben] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
      await follow(reader, ana);
      const anasList = await makeList(t.app, ana.id);
      const bensList = await makeList(t.app, ben.id);
      expect(shown((await feed(reader)).events)).toEqual([['created', ana.id, anasList]]);

      await follow(reader, ben);
      const following = await feed(reader);
      expect(shown(following.events)).toEqual([
        ['created', ben.id, bensList],
        ['created', ana.id, anasList],
      ]);
      expect(following.following).toBe(2);

      await unfollow(reader, ben);
      const unfollowed = await feed(reader);
      expect(shown(unfollowed.events)).toEqual([['created', ana.id, anasList]]);
      expect(unfollowed.following).toBe(1);
    });

    it('pages past the candidates kept into the exact reading without a duplicate or a gap', async () => {
      const [reader, ana, ben] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
      await follow(reader, ana);
      await follow(reader, ben);
      const [anasList, bensList, hidden] = [
        await makeList(t.app, ana.id),
        await makeList(t.app, ben.id),
        await makeList(t.app, ana.id, { privacy: 'private' }),
      ];
      // Far more events than the six pages of candidates kept, a seventh of them on a private list,
      // two by two in the same millisecond.
      await t.database.db.execute(sql`
        insert into feed_events (actor_id, kind, list_id, item_count, day, created_at)
        select case when n % 2 = 0 then ${ana.id}::int else ${ben.id}::int end, 'added',
          case when n % 7 = 0 then ${hidden}::int when n % 2 = 0 then ${anasList}::int else ${bensList}::int end,
          1, 'd' || n, timestamptz '2026-02-01T00:00:00.000Z' - (n / 2) * interval '1 second'
        from generate_series(1, ${9 * FEED_PAGE_SIZE}::int) n`);
      const truth = await t.database.db.execute(sql`
        select e.id from feed_events e join lists l on l.id = e.list_id and l.privacy = 'public'
        where e.actor_id in (${ana.id}::int, ${ben.id}::int)
        order by e.created_at desc, e.id desc`);
      const expected = (truth as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
      expect(expected.length).toBeGreaterThan(7 * FEED_PAGE_SIZE);

      const seen: number[] = [];
      let before: string | undefined;
      for (let pages = 0; pages < 12; pages++) {
        const page = await feed(reader, before);
        expect(page.events.length).toBeLessThanOrEqual(FEED_PAGE_SIZE);
        seen.push(...page.events.map((event) => event.id));
        if (!page.next) break;
        before = page.next;
      }
      expect(seen).toEqual(expected);
    });
  });
});
