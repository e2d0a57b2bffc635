import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEditors, listItems, lists } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { cookieFor, createUser, csrf, uniqueAddress, type TestUser } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addItem, makeList, newItem } from '../../test/list-helpers.js';

/**
 * Editors changing one list at the same time (docs/decisions/038-community.md). On PostgreSQL the
 * requests really overlap and meet on the list row's lock; on PGlite they run one after the other.
 */
describe('a list edited by several members at once', () => {
  let t: TestApp;
  let creator: TestUser;
  let editors: { user: TestUser; cookie: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    creator = await createUser(t.app);
    const users = await Promise.all([0, 1, 2, 3, 4].map(() => createUser(t.app)));
    editors = await Promise.all(users.map(async (user) => ({ user, cookie: await cookieFor(t.app, user) })));
  });
  afterAll(async () => t.close());

  const send = (cookie: string, options: { method: 'PUT' | 'DELETE'; url: string; payload?: object }) =>
    t.app.inject({ ...options, headers: { ...csrf, cookie }, remoteAddress: uniqueAddress() });

  async function sharedList(): Promise<number> {
    const id = await makeList(t.app, creator.id);
    await t.database.db
      .insert(listEditors)
      .values(editors.map(({ user }) => ({ listId: id, userId: user.id, status: 'accepted' as const })));
    return id;
  }

  const rowsOf = (listId: number) =>
    t.database.db
      .select({ id: listItems.itemId, position: listItems.position, addedBy: listItems.addedBy })
      .from(listItems)
      .where(eq(listItems.listId, listId))
      .orderBy(asc(listItems.position));
  const headOf = async (listId: number) =>
    (
      await t.database.db
        .select({ itemCount: lists.itemCount, version: lists.version })
        .from(lists)
        .where(eq(lists.id, listId))
    )[0];

  it('keeps the count, the items and distinct positions exact after 50 concurrent adds and removes', async () => {
    const id = await sharedList();
    const held: number[] = [];
    for (let index = 0; index < 20; index += 1) held.push(await addItem(t.app, id, newItem('show')));
    const before = await headOf(id);
    // Each of the 5 editors adds 6 new titles and removes 4 held ones: 50 edits, all at once.
    const fresh = editors.map(() => Array.from({ length: 6 }, () => newItem('movie')));
    const edits = editors.flatMap(({ cookie }, index) => [
      ...fresh[index]!.map((item) => send(cookie, { method: 'PUT', url: `/api/${id}/content`, payload: item })),
      ...held
        .slice(index * 4, index * 4 + 4)
        .map((itemId) => send(cookie, { method: 'DELETE', url: `/api/${id}/content/${itemId}` })),
    ]);
    expect(edits).toHaveLength(50);
    const answers = await Promise.all(edits);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));

    const added = answers.filter((answer) => answer.json().added === true);
    expect(added).toHaveLength(30);
    const rows = await rowsOf(id);
    // Exactly the 30 titles added, each once, credited to the editor who added it.
    const addedIds = added.map((answer) => answer.json().content.id as number);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...addedIds].sort((a, b) => a - b));
    for (const [index, { user }] of editors.entries()) {
      const theirs = answers.slice(index * 10, index * 10 + 6).map((answer) => answer.json().content.id);
      expect(
        rows
          .filter((row) => row.addedBy === user.id)
          .map((row) => row.id)
          .sort(),
      ).toEqual(theirs.sort());
    }
    // Additions take the next position under the list's lock; removals leave gaps (never closed up):
    // positions stay distinct and in the order the items were added, not necessarily 0..n-1.
    const positions = rows.map((row) => row.position);
    expect(new Set(positions).size).toBe(rows.length);
    expect(positions.every((position, index) => index === 0 || position > positions[index - 1]!)).toBe(true);
    expect(await headOf(id)).toEqual({ itemCount: 30, version: (before?.version ?? 0) + 50 });
  });

  it('applies one of two reorders sent on the same version and refuses the other with the current order', async () => {
    const id = await sharedList();
    const ids = [await addItem(t.app, id), await addItem(t.app, id), await addItem(t.app, id)];
    const version = (await headOf(id))?.version ?? 0;
    const orders = [[...ids].reverse(), [ids[1]!, ids[0]!, ids[2]!]];
    const answers = await Promise.all(
      orders.map((order, index) =>
        send(editors[index]!.cookie, {
          method: 'PUT',
          url: `/api/list/${id}/content/order`,
          payload: { ids: order, version },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers.findIndex((answer) => answer.statusCode === 200);
    const lost = answers[1 - won]!;
    expect(answers[won]!.json().version).toBe(version + 1);
    expect(lost.json()).toMatchObject({ ids: orders[won], version: version + 1 });
    expect((await rowsOf(id)).map((row) => row.id)).toEqual(orders[won]);
  });
});
