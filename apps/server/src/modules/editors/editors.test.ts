import { LIST_EDITORS_MAX, type NotificationParams } from '@pepites/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listEditors, listItems, lists, notifications, users } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createAdmin, createUser, type TestUser } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';

const en = { 'accept-language': 'en' };

describe('lists made together', () => {
  let t: TestApp;
  let creator: TestUser;
  let editor: TestUser;
  let invitee: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let suspended: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    [editor, invitee, other, suspended] = (await Promise.all([0, 1, 2, 3].map(() => createUser(t.app)))) as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    admin = await createAdmin(t.app);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
  });
  afterAll(async () => t.close());
  // A fresh creator for each test: their invitations stay under the hourly limit on invitations.
  beforeEach(async () => {
    creator = await createUser(t.app);
  });

  const as = (user: TestUser | undefined) => asUser(t.app, user);
  const invite = async (listId: number, name: string, by: TestUser | undefined = creator) =>
    (await as(by))({ method: 'POST', url: `/api/list/${listId}/editors`, headers: en, payload: { user_name: name } });
  const answer = async (listId: number, user: TestUser, accept: boolean) =>
    (await as(user))({ method: 'PUT', url: `/api/list/${listId}/invitation`, headers: en, payload: { accept } });
  const detail = async (listId: number, user?: TestUser) =>
    (await as(user))({ method: 'GET', url: `/api/list/getById/${listId}/user/${user?.id ?? 0}` });
  const editorsOf = async (listId: number, user?: TestUser) =>
    (await as(user))({ method: 'GET', url: `/api/list/${listId}/editors` });
  const notificationsOf = (userId: number, code: string) =>
    t.database.db
      .select({ params: sql<NotificationParams>`${notifications.params}`, dedupeKey: notifications.dedupeKey })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.code, code)));

  /** A private list of the creator's with `editor` accepted and `invitee` invited. */
  async function togetherList(privacy: 'public' | 'private' = 'private'): Promise<number> {
    const id = await makeList(t.app, creator.id, { privacy, title: 'Ensemble' });
    expect((await invite(id, editor.user_name)).statusCode).toBe(201);
    expect((await answer(id, editor, true)).statusCode).toBe(200);
    expect((await invite(id, invitee.user_name)).statusCode).toBe(201);
    return id;
  }

  it('invites a member by name whatever its case, tells them, and refuses self, unknown, suspended and twice', async () => {
    const id = await makeList(t.app, creator.id, { privacy: 'private', title: 'Secret à deux' });
    const invited = await invite(id, editor.user_name.toUpperCase());
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toEqual({
      message: 'Invitation sent.',
      editor: { id: editor.id, user_name: editor.user_name, avatar: null, status: 'invited', added_items: 0 },
    });
    expect(await notificationsOf(editor.id, 'editor_invited')).toEqual([
      {
        params: { user_name: creator.user_name, user_id: creator.id, list_title: 'Secret à deux', list_id: id },
        dedupeKey: `invited:${id}`,
      },
    ]);
    const self = await invite(id, creator.user_name);
    expect([self.statusCode, self.json().message]).toEqual([400, 'You are the creator of this list.']);
    for (const name of ['nobody-by-that-name', suspended.user_name]) {
      const unknown = await invite(id, name);
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No member has this name.']);
    }
    const twice = await invite(id, editor.user_name);
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      'This member is already invited or already edits this list.',
    ]);
  });

  it('lets only the creator invite: 401 visitor, 404 on a private list for others, 403 for an editor', async () => {
    const hidden = await togetherList();
    const open = await togetherList('public');
    const visitor = await (
      await as(undefined)
    )({
      method: 'POST',
      url: `/api/list/${hidden}/editors`,
      payload: { user_name: other.user_name },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await invite(hidden, admin.user_name, other)).statusCode).toBe(404);
    expect((await invite(open, admin.user_name, other)).statusCode).toBe(403);
    expect((await invite(hidden, other.user_name, editor)).statusCode).toBe(403);
    expect((await invite(hidden, other.user_name, invitee)).statusCode).toBe(403);
    expect((await invite(hidden, other.user_name, admin)).statusCode).toBe(403);
  });

  it(`refuses an editor past ${LIST_EDITORS_MAX}, invited and accepted together`, async () => {
    const id = await makeList(t.app, creator.id);
    const members = await Promise.all(Array.from({ length: LIST_EDITORS_MAX + 1 }, () => createUser(t.app)));
    for (const member of members.slice(0, LIST_EDITORS_MAX))
      expect((await invite(id, member.user_name)).statusCode).toBe(201);
    expect((await answer(id, members[0]!, true)).statusCode).toBe(200);
    const eleventh = await invite(id, members[LIST_EDITORS_MAX]!.user_name);
    expect([eleventh.statusCode, eleventh.json().message]).toEqual([
      409,
      'A list is edited by at most 10 invited members.',
    ]);
    const [counted] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listEditors)
      .where(eq(listEditors.listId, id));
    expect(counted?.n).toBe(LIST_EDITORS_MAX);
  });

  it('shows a private list made together to its creator, editors, invitees and the admin only', async () => {
    const id = await togetherList();
    const item = await addItem(t.app, id, newItem('show'));
    for (const user of [creator, editor, invitee, admin]) expect((await detail(id, user)).statusCode).toBe(200);
    for (const user of [other, undefined]) {
      expect((await detail(id, user)).statusCode).toBe(404);
      expect((await editorsOf(id, user)).statusCode).toBe(404);
      expect((await (await as(user))({ method: 'GET', url: `/api/list/${id}/likers` })).statusCode).toBe(404);
    }
    // The item is only in this list: the lists holding it count it for its editors, not for others.
    const [row] = await t.database.db
      .execute<{ provider_id: string }>(sql`select provider_id from items where id = ${item}`)
      .then((result) => (result as unknown as { rows: { provider_id: string }[] }).rows);
    const count = async (user: TestUser) =>
      (
        await (
          await as(user)
        )({ method: 'GET', url: `/api/lists/getCountByProviderId/${row?.provider_id}?type=show` })
      ).json().count;
    expect([await count(editor), await count(invitee), await count(other)]).toEqual([1, 1, 0]);
    // Editors mark their own seen; others cannot tell the item exists.
    const seen = async (user: TestUser) =>
      (await (await as(user))({ method: 'PUT', url: `/api/content/${item}/seen/${user.id}` })).statusCode;
    expect([await seen(editor), await seen(other)]).toEqual([200, 404]);
    expect((await detail(id, editor)).json().list.content[0].seen).toBe(true);
    expect((await detail(id, creator)).json().list.content[0].seen).toBe(false);
    // Likes: an editor may like it, someone else may not.
    const like = async (user: TestUser) =>
      (await (await as(user))({ method: 'PUT', url: `/api/list/${id}/like/${user.id}` })).statusCode;
    expect([await like(editor), await like(other)]).toEqual([200, 404]);
  });

  it('lists the editors: accepted ones for all, invitations for the creator, the admin and the invitee', async () => {
    const id = await togetherList('public');
    const person = (user: TestUser, status: string) => ({
      id: user.id,
      user_name: user.user_name,
      avatar: null,
      status,
      added_items: 0,
    });
    const all = [person(editor, 'accepted'), person(invitee, 'invited')];
    const creatorView = { id: creator.id, user_name: creator.user_name, avatar: null, added_items: 0 };
    const cases: [TestUser | undefined, unknown[], string][] = [
      [creator, all, 'creator'],
      [admin, all, 'none'],
      [invitee, all, 'invited'],
      [editor, [all[0]], 'editor'],
      [other, [all[0]], 'none'],
      [undefined, [all[0]], 'none'],
    ];
    for (const [user, editors, role] of cases) {
      const response = await editorsOf(id, user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ creator: creatorView, editors, role });
    }
  });

  it("keeps a visitor's answer for the others until an invitation is answered", async () => {
    const id = await togetherList('public');
    const first = await editorsOf(id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await editorsOf(id);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
    expect((await answer(id, invitee, true)).statusCode).toBe(200);
    const after = await editorsOf(id);
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBeUndefined();
    expect((after.json() as { editors: { id: number }[] }).editors.map((person) => person.id)).toEqual([
      editor.id,
      invitee.id,
    ]);
  });

  it('lets accepted editors change the items, and only the creator change or delete the list', async () => {
    const id = await togetherList();
    const editorSends = await as(editor);
    const added = await editorSends({ method: 'PUT', url: `/api/${id}/content`, payload: newItem('movie') });
    expect(added.statusCode).toBe(200);
    const itemId = added.json().content.id as number;
    const first = await addItem(t.app, id);
    const page = (await detail(id, creator)).json().list;
    expect(page.content.map((item: { id: number; added_by: number | null }) => [item.id, item.added_by])).toEqual([
      [itemId, editor.id],
      [first, null],
    ]);
    expect(page.version).toBe(2);
    const note = await editorSends({
      method: 'PUT',
      url: `/api/list/${id}/content/${itemId}/note`,
      payload: { note: 'Pour le week-end.' },
    });
    expect(note.statusCode).toBe(200);
    const reorder = await editorSends({
      method: 'PUT',
      url: `/api/list/${id}/content/order`,
      payload: { ids: [first, itemId], version: 3 },
    });
    expect([reorder.statusCode, reorder.json().version]).toEqual([200, 4]);
    expect((await editorSends({ method: 'DELETE', url: `/api/${id}/content/${first}` })).statusCode).toBe(200);
    expect((await detail(id, editor)).json().list.version).toBe(5);
    // The invitation alone gives no right to change anything.
    const inviteeSends = await as(invitee);
    expect((await inviteeSends({ method: 'PUT', url: `/api/${id}/content`, payload: newItem() })).statusCode).toBe(403);
    expect((await inviteeSends({ method: 'DELETE', url: `/api/${id}/content/${itemId}` })).statusCode).toBe(403);
    expect((await (await as(other))({ method: 'PUT', url: `/api/${id}/content`, payload: newItem() })).statusCode).toBe(
      404,
    );
    // The list itself: title, description, privacy and its deletion stay the creator's.
    const update = { title: 'Renommée', description: '', privacy: 'public' };
    expect((await editorSends({ method: 'PUT', url: `/api/list/update/${id}`, payload: update })).statusCode).toBe(403);
    expect((await editorSends({ method: 'DELETE', url: `/api/list/${id}` })).statusCode).toBe(403);
    const [kept] = await t.database.db
      .select({ title: lists.title, privacy: lists.privacy })
      .from(lists)
      .where(eq(lists.id, id));
    expect(kept).toEqual({ title: 'Ensemble', privacy: 'private' });
    expect(
      (await (await as(creator))({ method: 'PUT', url: `/api/list/update/${id}`, payload: update })).statusCode,
    ).toBe(200);
    expect((await (await as(admin))({ method: 'DELETE', url: `/api/list/${id}` })).statusCode).toBe(200);
  });

  it('answers an invitation: yes tells the creator, no removes it, no invitation is a 404', async () => {
    const id = await makeList(t.app, creator.id, { title: 'Réponses' });
    expect((await invite(id, other.user_name)).statusCode).toBe(201);
    const stranger = await answer(id, invitee, true);
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, 'You have no invitation for this list.']);
    expect((await answer(id, other, true)).json().message).toBe('You now edit this list.');
    expect(await notificationsOf(creator.id, 'editor_accepted')).toContainEqual({
      params: { user_name: other.user_name, user_id: other.id, list_title: 'Réponses', list_id: id },
      dedupeKey: `accepted:${id}:${other.id}`,
    });
    expect((await answer(id, other, true)).statusCode).toBe(404);
    expect((await invite(id, invitee.user_name)).statusCode).toBe(201);
    const declined = await answer(id, invitee, false);
    expect([declined.statusCode, declined.json().message]).toEqual([200, 'Invitation declined.']);
    const left = await t.database.db.select().from(listEditors).where(eq(listEditors.listId, id));
    expect(left.map((row) => [row.userId, row.status])).toEqual([[other.id, 'accepted']]);
    expect((await answer(2_147_483_647, invitee, true)).statusCode).toBe(404);
    expect(
      (await (await as(undefined))({ method: 'PUT', url: `/api/list/${id}/invitation`, payload: { accept: true } }))
        .statusCode,
    ).toBe(401);
  });

  it('removes an editor: the creator anyone, a member themself, nobody else', async () => {
    const id = await togetherList();
    const remove = async (user: TestUser, userId: number) =>
      (await as(user))({ method: 'DELETE', url: `/api/list/${id}/editors/${userId}`, headers: en });
    expect((await remove(other, editor.id)).statusCode).toBe(404);
    expect((await remove(invitee, editor.id)).statusCode).toBe(403);
    expect((await remove(admin, editor.id)).statusCode).toBe(403);
    const left = await remove(editor, editor.id);
    expect([left.statusCode, left.json().message]).toEqual([200, 'You no longer edit this list.']);
    expect((await detail(id, editor)).statusCode).toBe(404);
    const removed = await remove(creator, invitee.id);
    expect([removed.statusCode, removed.json().message]).toEqual([200, 'This member no longer edits the list.']);
    expect((await remove(creator, invitee.id)).statusCode).toBe(404);
    expect((await detail(id, invitee)).statusCode).toBe(404);
  });

  it('lists the lists one edits or is invited to, newest first, as summaries', async () => {
    const member = await createUser(t.app);
    const older = await makeList(t.app, creator.id, { privacy: 'private', title: 'Ancienne' });
    const newer = await makeList(t.app, other.id, { title: 'Récente' });
    expect((await invite(older, member.user_name)).statusCode).toBe(201);
    expect((await answer(older, member, true)).statusCode).toBe(200);
    await t.database.db
      .update(listEditors)
      .set({ invitedAt: sql`now() - interval '1 day'` })
      .where(eq(listEditors.listId, older));
    expect((await invite(newer, member.user_name, other)).statusCode).toBe(201);
    const response = await (await as(member))({ method: 'GET', url: '/api/account/editing' });
    expect(response.statusCode).toBe(200);
    const found = response
      .json()
      .lists.map((entry: { list: { id: number; title: string; privacy: string }; status: string }) => [
        entry.list.id,
        entry.list.title,
        entry.list.privacy,
        entry.status,
      ]);
    expect(found).toEqual([
      [newer, 'Récente', 'public', 'invited'],
      [older, 'Ancienne', 'private', 'accepted'],
    ]);
    expect((await (await as(undefined))({ method: 'GET', url: '/api/account/editing' })).statusCode).toBe(401);
    const outsider = await createUser(t.app);
    expect((await (await as(outsider))({ method: 'GET', url: '/api/account/editing' })).json().lists).toEqual([]);
  });

  it('tells the creator and the other editors of items an editor added, once per list in the hour', async () => {
    const second = await createUser(t.app);
    const id = await togetherList('public');
    expect((await invite(id, second.user_name)).statusCode).toBe(201);
    expect((await answer(id, second, true)).statusCode).toBe(200);
    const editorSends = await as(editor);
    for (const item of [newItem(), newItem()])
      expect((await editorSends({ method: 'PUT', url: `/api/${id}/content`, payload: item })).statusCode).toBe(200);
    // The creator's own additions tell nobody.
    expect(
      (await (await as(creator))({ method: 'PUT', url: `/api/${id}/content`, payload: newItem() })).statusCode,
    ).toBe(200);
    const told = async (user: TestUser) =>
      (await notificationsOf(user.id, 'editor_items_added')).filter((row) => row.params.list_id === id);
    const params = { user_name: editor.user_name, user_id: editor.id, list_title: 'Ensemble', list_id: id };
    expect((await told(creator)).map((row) => row.params)).toEqual([params]);
    expect((await told(second)).map((row) => row.params)).toEqual([params]);
    expect(await told(editor)).toEqual([]);
    expect(await told(invitee)).toEqual([]);
    expect((await told(creator))[0]?.dedupeKey).toMatch(new RegExp(`^added:${id}:\\d+$`));
  });

  it('answers bad input with a 4xx', async () => {
    const id = await makeList(t.app, creator.id);
    for (const name of ['a\u0000b', '\u202eeman', 'x'.repeat(5000), '', '   ']) {
      const response = await invite(id, name);
      expect(response.statusCode, name.slice(0, 10)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, name.slice(0, 10)).toBeLessThan(500);
      const { message, fields } = response.json();
      expect(fields?.user_name ?? message).toBe('No member has this name.');
    }
    const send = await as(creator);
    for (const listId of ['abc', '%2F1', '1%00', '99999999999', '-1', '０1', 'x'.repeat(5000)]) {
      for (const url of [`/api/list/${listId}/editors`, `/api/list/${listId}/editors/${editor.id}`]) {
        const method = url.endsWith('/editors') ? 'GET' : 'DELETE';
        const response = await send({ method, url });
        expect(response.statusCode, `${method} ${url.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    expect((await send({ method: 'DELETE', url: `/api/list/${id}/editors/99999999999` })).statusCode).toBe(400);
    expect((await send({ method: 'GET', url: '/api/list/2147483647/editors' })).statusCode).toBe(404);
    const badAnswer = await send({ method: 'PUT', url: `/api/list/${id}/invitation`, payload: { accept: 'yes' } });
    expect(badAnswer.statusCode).toBe(400);
  });

  it("keeps a list when an editor's account is deleted, and deletes it with its creator's", async () => {
    const owner = await createUser(t.app);
    const leaving = await createUser(t.app);
    const id = await makeList(t.app, owner.id);
    expect((await invite(id, leaving.user_name, owner)).statusCode).toBe(201);
    expect((await answer(id, leaving, true)).statusCode).toBe(200);
    const added = await (await as(leaving))({ method: 'PUT', url: `/api/${id}/content`, payload: newItem() });
    const itemId = added.json().content.id as number;
    const leave = async (user: TestUser) =>
      (await as(user))({
        method: 'DELETE',
        url: '/api/account',
        payload: { password: user.password, confirm: user.user_name },
      });
    expect((await leave(leaving)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ addedBy: listItems.addedBy })
      .from(listItems)
      .where(and(eq(listItems.listId, id), eq(listItems.itemId, itemId)));
    expect(row).toEqual({ addedBy: null });
    expect(await t.database.db.select().from(listEditors).where(eq(listEditors.listId, id))).toEqual([]);
    const page = (await detail(id, owner)).json().list;
    expect([page.item_count, page.content[0].added_by]).toEqual([1, null]);
    expect((await leave(owner)).statusCode).toBe(200);
    expect(await t.database.db.select().from(lists).where(eq(lists.id, id))).toEqual([]);
  });
});
