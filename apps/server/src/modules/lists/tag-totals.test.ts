import { BROWSE_COUNT_CAP } from '@pepites/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Db } from '../../db/client.js';
import { COUNTER } from '../../db/stat-counters.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { figureDrift, NO_DRIFT, rowsOf } from '../../test/figure-drift.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';

/**
 * Browsing by one or two tags shows its exact total from counters the database keeps
 * (drizzle/0023, docs/decisions/044-tag-filter-totals.md); three tags still count up to the cap.
 */
describe('the totals of tag filters', () => {
  let t: TestApp;
  let owner: TestUser;
  const total = async (query: string) => {
    const response = await (
      await asUser(t.app, undefined)
    )({
      method: 'GET',
      url: `/api/lists/getAllListsFiltered/?${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { total: count, totalExact } = response.json() as { total: number; totalExact: boolean };
    return { count, totalExact };
  };
  const tagIds = async (names: string[]) =>
    (await rowsOf<{ id: number }>(t.database.db, sql`select id from tags where name in ${names} order by id`)).map(
      (row) => row.id,
    );

  beforeAll(async () => {
    // Totals read right after a write made without the API: no visitor cache to wait out.
    t = await createTestApp({}, { visitorCache: { ttlMs: 0 } });
    await seedReferenceData(t.database.db);
    owner = await createUser(t.app);
  });
  afterAll(async () => t.close());

  it(`are exact beyond ${BROWSE_COUNT_CAP} lists and follow tags, types, privacy and deletions`, async () => {
    const db = t.database.db;
    // More tagged lists than the cap, in two statements; the triggers give each its browse rows.
    await db.execute(sql`
      insert into lists (creator_id, title, title_search)
      select ${owner.id}, 'Liste ' || n, 'liste ' || n from generate_series(1, ${BROWSE_COUNT_CAP + 5}) as n`);
    await db.execute(sql`
      insert into list_tags (list_id, tag_id)
      select l.id, g.id from lists l cross join tags g
      where l.creator_id = ${owner.id} and g.name in ('horror', 'cult', 'classic')`);
    const many = BROWSE_COUNT_CAP + 5;
    expect(await total('tags=horror')).toEqual({ count: many, totalExact: true });
    expect(await total('tags=cult&tags=horror')).toEqual({ count: many, totalExact: true });
    expect(await total('tags=horror&tags=cult&tags=classic')).toEqual({ count: BROWSE_COUNT_CAP, totalExact: false });
    expect(await total('tags=horror&type=movie')).toEqual({ count: 0, totalExact: true });

    const [first, second, third] = (
      await rowsOf<{ id: number }>(db, sql`select id from lists where creator_id = ${owner.id} order by id limit 3`)
    ).map((row) => row.id) as [number, number, number];
    await addItem(t.app, first, newItem('movie'));
    expect(await total('tags=horror&type=movie')).toEqual({ count: 1, totalExact: true });
    expect(await total('tags=horror&tags=cult&type=movie')).toEqual({ count: 1, totalExact: true });

    await db.execute(sql`update lists set privacy = 'private' where id = ${second}`);
    await db.execute(
      sql`delete from list_tags where list_id = ${third} and tag_id in (select id from tags where name = 'cult')`,
    );
    expect(await total('tags=horror')).toEqual({ count: many - 1, totalExact: true });
    expect(await total('tags=horror&tags=cult')).toEqual({ count: many - 2, totalExact: true });

    await db.execute(sql`delete from lists where id = ${first}`);
    expect(await total('tags=horror&type=movie')).toEqual({ count: 0, totalExact: true });
    expect(await total('tags=classic')).toEqual({ count: many - 2, totalExact: true });
    expect(await figureDrift(db)).toEqual(NO_DRIFT);
  });

  it('a rewrite of a list that changes none of its tags writes no counter', async () => {
    const list = await makeList(t.app, owner.id, { tags: ['comedy', 'drama'] });
    const [comedy] = (await tagIds(['comedy'])) as [number];
    // A write gives a row version a new xmin: the same rows with the same xmin were not written again.
    const shards = () =>
      rowsOf<{ shard: number; value: string; xmin: string }>(
        t.database.db,
        sql`select shard, value::text, xmin::text from stat_counters
          where key = ${COUNTER.publicListsTagged(comedy, 0)} order by shard`,
      );
    const before = await shards();
    await t.database.db.execute(sql`select refresh_list_search(${list})`);
    expect(before).toHaveLength(1);
    expect(await shards()).toEqual(before);
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
  });

  it('two transactions tagging lists of one shard in crossing orders both commit', async () => {
    const db = t.database.db;
    // Lists 16 ids apart share the counters' shard (id % 16).
    const a = await makeList(t.app, owner.id);
    let b = a;
    for (let index = 0; index < 16; index++) b = await makeList(t.app, owner.id);
    expect(b % 16).toBe(a % 16);
    const [spy, anime] = (await tagIds(['spy', 'anime'])) as [number, number];
    const tag = (tx: Pick<Db, 'execute'>, list: number, tagId: number) =>
      tx.execute(sql`insert into list_tags (list_id, tag_id) values (${list}, ${tagId})`);

    if (inject('dbKind') === 'pglite') {
      // One connection: transactions run one after the other.
      await db.transaction(async (tx) => {
        await tag(tx, a, spy);
        await tag(tx, a, anime);
      });
      await db.transaction(async (tx) => {
        await tag(tx, b, anime);
        await tag(tx, b, spy);
      });
    } else {
      // Each takes one tag, then the other's: counters' rows locked at once would deadlock here.
      let firstTagged!: () => void;
      const aTagged = new Promise<void>((resolve) => (firstTagged = resolve));
      let secondTagged!: () => void;
      const bTagged = new Promise<void>((resolve) => (secondTagged = resolve));
      await Promise.all([
        db.transaction(async (tx) => {
          await tag(tx, a, spy);
          firstTagged();
          await bTagged;
          await tag(tx, a, anime);
        }),
        db.transaction(async (tx) => {
          await aTagged;
          await tag(tx, b, anime);
          secondTagged();
          await tag(tx, b, spy);
        }),
      ]);
    }
    expect(await total('tags=spy&tags=anime')).toEqual({ count: 2, totalExact: true });
    expect(await figureDrift(db)).toEqual(NO_DRIFT);
  });
});
