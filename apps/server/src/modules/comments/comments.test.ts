import {
  COMMENT_BODY_MAX,
  COMMENTS_PAGE_SIZE,
  COMMENTS_PER_LIST_MAX,
  COMMENTS_PER_MEMBER_HOUR,
  translateMessage,
  type Comment,
} from '@pepites/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, moderationActions, notifications, users } from '../../db/schema/index.js';
import { createAdmin, createUser, uniqueUserName, type TestUser } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { asUser, makeList } from '../../test/list-helpers.js';

describe('comments under lists', () => {
  let t: TestApp;
  let creator: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let open: number;
  let hidden: number;

  beforeAll(async () => {
    t = await createTestApp();
    [creator, other, admin] = [await createUser(t.app), await createUser(t.app), await createAdmin(t.app)];
    open = await makeList(t.app, creator.id, { title: 'Films du dimanche' });
    hidden = await makeList(t.app, creator.id, { title: 'Secret', privacy: 'private' });
  });
  afterAll(async () => t.close());

  const call = async (caller: TestUser | undefined, options: InjectOptions) =>
    (await asUser(t.app, caller))({ ...options, headers: { 'accept-language': 'en', ...options.headers } });
  const read = (caller: TestUser | undefined, listId: number | string, query = '') =>
    call(caller, { method: 'GET', url: `/api/list/${listId}/comments${query}` });
  const write = (caller: TestUser | undefined, listId: number | string, body: unknown) =>
    call(caller, {
      method: 'POST',
      url: `/api/list/${listId}/comments`,
      payload: typeof body === 'string' ? { body } : (body as object),
    });
  const edit = (caller: TestUser, commentId: number | string, body: string) =>
    call(caller, { method: 'PUT', url: `/api/comments/${commentId}`, payload: { body } });
  const remove = (caller: TestUser | undefined, commentId: number) =>
    call(caller, { method: 'DELETE', url: `/api/comments/${commentId}` });

  async function posted(caller: TestUser, listId: number, body: string): Promise<Comment> {
    const response = await write(caller, listId, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ comment: Comment }>().comment;
  }

  const notificationsOf = (userId: number, code: string) =>
    t.database.db
      .select({ params: notifications.params, dedupeKey: notifications.dedupeKey })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.code, code)));

  const message = (key: string) => translateMessage(key, 'en');

  it('are read by visitors on a public list, newest first, with their authors and no rights', async () => {
    const listId = await makeList(t.app, creator.id);
    const first = await posted(other, listId, 'Premier !');
    const second = await posted(creator, listId, 'Merci\nà toi');
    const response = await read(undefined, listId);
    expect(response.statusCode).toBe(200);
    const page = response.json<{ comments: Comment[]; total: number; totalPages: number }>();
    expect(page.total).toBe(2);
    expect(page.comments.map((comment) => comment.id)).toEqual([second.id, first.id]);
    expect(page.comments[0]).toMatchObject({
      body: 'Merci\nà toi',
      author: { id: creator.id, user_name: creator.user_name, avatar: null },
      edited_at: null,
      can_edit: false,
      can_delete: false,
    });
    const paged = await read(undefined, listId, '?page=2&limit=1');
    expect(paged.json()).toMatchObject({ total: 2, page: 2, totalPages: 2, comments: [{ id: first.id }] });
  });

  it('tell each caller what they may do: author edits and deletes, creator and admin delete', async () => {
    const listId = await makeList(t.app, creator.id);
    const comment = await posted(other, listId, 'À discuter');
    const rights = async (caller: TestUser) => {
      const [seen] = (await read(caller, listId)).json<{ comments: Comment[] }>().comments;
      return { can_edit: seen?.can_edit, can_delete: seen?.can_delete };
    };
    expect(comment).toMatchObject({ can_edit: true, can_delete: true });
    expect(await rights(other)).toEqual({ can_edit: true, can_delete: true });
    expect(await rights(creator)).toEqual({ can_edit: false, can_delete: true });
    expect(await rights(admin)).toEqual({ can_edit: false, can_delete: true });
    expect(await rights(await createUser(t.app))).toEqual({ can_edit: false, can_delete: false });
  });

  it('of a private list exist only for those who see it: 404 for visitors and other members, as an unknown list', async () => {
    await posted(creator, hidden, 'Note pour moi');
    const unknown = await read(other, 2_147_483_647);
    for (const caller of [undefined, other]) {
      const response = await read(caller, hidden);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown.json());
      expect(response.body).not.toContain('Note pour moi');
    }
    expect((await write(other, hidden, 'Je passe')).statusCode).toBe(404);
    expect((await read(creator, hidden)).json()).toMatchObject({ total: 1 });
    expect((await read(admin, hidden)).json()).toMatchObject({ total: 1 });
  });

  it('are written by signed-in members only, trimmed, line breaks kept, and tell the list’s creator once', async () => {
    expect((await write(undefined, open, 'Bonjour')).statusCode).toBe(401);
    const response = await write(other, open, '  Très bonne liste\n\nmerci  ');
    expect(response.statusCode).toBe(201);
    const { comment, message: said } = response.json<{ comment: Comment; message: string }>();
    expect(said).toBe(message('comment.added'));
    expect(comment).toMatchObject({ body: 'Très bonne liste\n\nmerci', list_id: open, spoiler: false });
    const told = await notificationsOf(creator.id, 'list_comment');
    expect(told).toContainEqual({
      params: { user_name: other.user_name, user_id: other.id, list_title: 'Films du dimanche', list_id: open },
      dedupeKey: `comment:${comment.id}`,
    });
    const before = told.length;
    await posted(creator, open, 'Merci !');
    expect(await notificationsOf(creator.id, 'list_comment')).toHaveLength(before);
  });

  it.each([
    ['a NUL byte', 'avant\u0000après'],
    ['a bidi override', 'gauche\u202Edroite'],
    ['an isolate', '\u2066caché\u2069'],
    [`${COMMENT_BODY_MAX + 1} characters`, 'a'.repeat(COMMENT_BODY_MAX + 1)],
    ['only white space', ' \n\t  '],
    ['an empty text', ''],
  ])('are refused with 400 when the body holds %s', async (_case, body) => {
    const response = await write(other, open, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields?.body).toEqual(expect.any(String));
  });

  it('take exactly 1,000 characters, and refuse a body that is not text', async () => {
    expect((await write(other, open, 'é'.repeat(COMMENT_BODY_MAX))).statusCode).toBe(201);
    expect((await write(other, open, { body: 42 })).statusCode).toBe(400);
    expect((await write(other, open, {})).statusCode).toBe(400);
  });

  it.each(['0', '-1', '2147483648', '99999999999', '1e3', '0x10', '%2F..%2F1', '%00', 'abc', '１２'])(
    'answer 400 for the id %s, never 500',
    async (id) => {
      expect((await read(other, id)).statusCode).toBe(400);
      expect((await write(other, id, 'Salut')).statusCode).toBe(400);
      expect((await edit(other, id, 'Salut')).statusCode).toBe(400);
      expect((await call(other, { method: 'DELETE', url: `/api/comments/${id}` })).statusCode).toBe(400);
    },
  );

  it('answer 404 for an unknown comment or list', async () => {
    expect((await read(other, 2_147_483_647)).statusCode).toBe(404);
    expect((await write(other, 2_147_483_647, 'Salut')).statusCode).toBe(404);
    expect((await edit(other, 2_147_483_647, 'Salut')).statusCode).toBe(404);
    expect((await remove(other, 2_147_483_647)).statusCode).toBe(404);
  });

  it('are edited by their author only, for 15 minutes, the edit marked', async () => {
    const comment = await posted(other, open, 'Premier jet');
    expect((await edit(creator, comment.id, 'Pas à moi')).statusCode).toBe(403);
    expect((await edit(admin, comment.id, 'Pas à moi')).statusCode).toBe(403);
    const changed = await edit(other, comment.id, 'Version propre');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().comment).toMatchObject({ body: 'Version propre', edited_at: expect.any(String) });
    await t.database.db
      .update(comments)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(comments.id, comment.id));
    const late = await edit(other, comment.id, 'Trop tard');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(message('comment.editExpired'));
    const [seen] = (await read(other, open))
      .json<{ comments: Comment[] }>()
      .comments.filter((c) => c.id === comment.id);
    expect(seen).toMatchObject({ body: 'Version propre', can_edit: false, can_delete: true });
  });

  it('are deleted by their author, the list’s creator or the admin, whose deletion is logged', async () => {
    const byAuthor = await posted(other, open, 'Je retire');
    const byCreator = await posted(other, open, 'Hors sujet');
    const byAdmin = await posted(other, open, 'Insulte');
    const stranger = await createUser(t.app);
    expect((await remove(undefined, byAuthor.id)).statusCode).toBe(401);
    expect((await remove(stranger, byAuthor.id)).statusCode).toBe(403);
    expect((await remove(other, byAuthor.id)).statusCode).toBe(200);
    expect((await remove(creator, byCreator.id)).statusCode).toBe(200);
    expect((await remove(admin, byAdmin.id)).statusCode).toBe(200);
    expect((await remove(admin, byAdmin.id)).statusCode).toBe(404);
    const logged = await t.database.db
      .select({
        action: moderationActions.action,
        targetId: moderationActions.targetId,
        label: moderationActions.targetLabel,
      })
      .from(moderationActions)
      .where(eq(moderationActions.action, 'comment_deleted'));
    expect(logged).toEqual([{ action: 'comment_deleted', targetId: byAdmin.id, label: `${other.user_name}: Insulte` }]);
    const left = (await read(admin, open)).json<{ comments: Comment[] }>().comments.map((c) => c.id);
    expect(left).not.toContain(byAuthor.id);
    expect(left).not.toContain(byCreator.id);
  });

  it('of a suspended member are hidden while the suspension lasts', async () => {
    const listId = await makeList(t.app, creator.id);
    const suspended = await createUser(t.app);
    const kept = await posted(other, listId, 'Je reste');
    await posted(suspended, listId, 'Je disparais');
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    for (const caller of [undefined, creator, admin]) {
      const page = (await read(caller, listId)).json<{ comments: Comment[]; total: number }>();
      expect(page).toMatchObject({ total: 1, comments: [{ id: kept.id }] });
    }
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, suspended.id));
    // Written here in SQL, not through the admin's route: the visitors' kept answers are emptied by hand.
    t.app.publicWrites.bump();
    expect((await read(undefined, listId)).json()).toMatchObject({ total: 2 });
  });

  it(`stop at ${COMMENTS_PER_LIST_MAX} under one list: 409 after that`, async () => {
    const listId = await makeList(t.app, creator.id);
    await t.database.db.execute(
      sql`insert into comments (list_id, author_id, body)
          select ${listId}, ${creator.id}, 'n° ' || n from generate_series(1, ${COMMENTS_PER_LIST_MAX + 1}) n`,
    );
    const response = await write(other, listId, 'Encore un');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message('comment.listFull'));
    const firstPage = (await read(undefined, listId)).json<{ comments: Comment[]; total: number }>();
    expect(firstPage.total).toBe(COMMENTS_PER_LIST_MAX + 1);
    expect(firstPage.comments).toHaveLength(COMMENTS_PAGE_SIZE);
  });

  it(`are limited to ${COMMENTS_PER_MEMBER_HOUR} an hour per member, all lists together`, async () => {
    const chatty = await createUser(t.app);
    const lists = [await makeList(t.app, creator.id), await makeList(t.app, other.id)];
    for (let index = 0; index < COMMENTS_PER_MEMBER_HOUR; index++) {
      expect((await write(chatty, lists[index % 2]!, `Message ${index}`)).statusCode).toBe(201);
    }
    const over = await write(chatty, lists[0]!, 'Un de trop');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await write(other, lists[0]!, 'Moi je peux')).statusCode).toBe(201);
  });

  describe('mentions', () => {
    it('tell each mentioned member who sees the list, whatever the case, once per comment', async () => {
      const named = await createUser(t.app, { user_name: uniqueUserName('Named') });
      const suspended = await createUser(t.app, { user_name: uniqueUserName('Gone') });
      await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
      const body = `Vu @${named.user_name.toUpperCase()}, @${suspended.user_name}, @${other.user_name}, @${creator.user_name} et mail@${named.user_name}.`;
      const comment = await posted(other, open, body);
      const told = await notificationsOf(named.id, 'comment_mention');
      expect(told).toEqual([
        {
          params: { user_name: other.user_name, user_id: other.id, list_title: 'Films du dimanche', list_id: open },
          dedupeKey: `mention:${comment.id}`,
        },
      ]);
      expect(await notificationsOf(suspended.id, 'comment_mention')).toEqual([]);
      expect(await notificationsOf(other.id, 'comment_mention')).toEqual([]);
      expect(await notificationsOf(creator.id, 'comment_mention')).toEqual([]);
      // The edit names the same member again, and a new one: only the new one is told.
      const late = await createUser(t.app);
      expect((await edit(other, comment.id, `@${named.user_name} et @${late.user_name}`)).statusCode).toBe(200);
      expect(await notificationsOf(named.id, 'comment_mention')).toHaveLength(1);
      expect(await notificationsOf(late.id, 'comment_mention')).toHaveLength(1);
    });

    it('under a private list tell only those who see it', async () => {
      const outsider = await createUser(t.app);
      await posted(creator, hidden, `@${outsider.user_name} @admin regardez`);
      expect(await notificationsOf(outsider.id, 'comment_mention')).toEqual([]);
      expect(await notificationsOf(admin.id, 'comment_mention')).toHaveLength(1);
    });

    it('tell at most 10 members per comment', async () => {
      const crowd = await Promise.all(Array.from({ length: 12 }, () => createUser(t.app)));
      const comment = await posted(other, open, crowd.map((member) => `@${member.user_name}`).join(' '));
      const [counted] = await t.database.db
        .select({ value: sql<number>`count(*)::int` })
        .from(notifications)
        .where(eq(notifications.dedupeKey, `mention:${comment.id}`));
      expect(counted?.value).toBe(10);
    });
  });
});
