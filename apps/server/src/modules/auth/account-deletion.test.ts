import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasedUserNames } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  createAdmin,
  createUser,
  injectAs,
  loginAs,
  signUp,
  TEST_PASSWORD,
  uniqueAddress,
  uniqueUserName,
  type TestUser,
} from '../../test/auth-helpers.js';
import { figureDrift, NO_DRIFT, rowsOf } from '../../test/figure-drift.js';
import { solidPng, uploadImage } from '../../test/image-uploads.js';
import { jobsDone } from '../../test/jobs.js';
import { uploadImport } from '../../test/import-helpers.js';
import { addItem, makeList } from '../../test/list-helpers.js';
import { RATE_LIMITS } from '../../lib/rate-limit/rules.js';
import { userNameKey } from '../../lib/user-name-key.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { purgeReleasedUserNames } from '../users/index.js';

/** An IMDb list export of one film. */
const IMDB_LIST = [
  'Position,Const,Created,Modified,Description,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated',
  '1,tt0060196,2024-01-10,2024-01-10,,"The Good, the Bad and the Ugly",https://www.imdb.com/title/tt0060196/,movie,,161,1966,Western,,1966-12-23,Sergio Leone,,',
].join('\n');

/** Every table with a row per member, and the column naming them. */
const MEMBER_COLUMNS = [
  ['users', 'id'],
  ['lists', 'creator_id'],
  ['likes', 'user_id'],
  ['seen_marks', 'user_id'],
  ['notifications', 'user_id'],
  ['uploads', 'owner_id'],
  ['sessions', 'user_id'],
  ['password_reset_tokens', 'user_id'],
  ['user_badges', 'user_id'],
  ['imports', 'user_id'],
  ['data_exports', 'user_id'],
  ['email_changes', 'user_id'],
] as const;

describe('account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
  });
  afterAll(async () => t.close());

  const deleteAccount = (cookie: string | undefined, payload: unknown, lang = 'en') =>
    injectAs(t.app, cookie, {
      method: 'DELETE',
      url: '/api/account',
      headers: { 'accept-language': lang },
      remoteAddress: uniqueAddress(),
      payload: payload as object,
    });

  const asVisitor = (url: string) => injectAs(t.app, undefined, { method: 'GET', url });
  const likeList = async (cookie: string, listId: number, userId: number) => {
    const response = await injectAs(t.app, cookie, { method: 'PUT', url: `/api/list/${listId}/like/${userId}` });
    expect(response.statusCode).toBe(200);
  };
  const likesOf = async (listId: number) => {
    const [row] = await rowsOf<{ likes_count: number }>(
      t.database.db,
      sql`select likes_count from lists where id = ${listId}`,
    );
    return Number(row?.likes_count);
  };
  /** The member's rows left in each table, by table name. */
  const rowsLeftOf = async (userId: number) => {
    const left: Record<string, number> = {};
    for (const [table, column] of MEMBER_COLUMNS) {
      const [row] = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
      );
      left[table] = Number(row?.n);
    }
    return left;
  };
  /** Other members' "liked your list" notifications that name this member. */
  const likeNotificationsNaming = async (userId: number) => {
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where code = 'like_received' and params->>'user_id' = ${String(userId)}`,
    );
    return Number(row?.n);
  };
  /** Uploads keep no owner once it is gone (set null): they are counted by id too. */
  const uploadsWithId = async (id: string) => {
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from uploads where id = ${id}`,
    );
    return Number(row?.n);
  };
  const noRows = Object.fromEntries(MEMBER_COLUMNS.map(([table]) => [table, 0]));

  /**
   * A member with a bit of everything: a public list liked by someone else, likes given, a seen mark,
   * an avatar, a reset link, an import, an export archive and an email change waiting.
   */
  const busyMember = async () => {
    const member = await createUser(t.app);
    const cookie = await loginAs(t.app, member);
    const other = await createUser(t.app);
    const otherCookie = await loginAs(t.app, other);
    const ownList = await makeList(t.app, member.id, { title: `Doomed ${member.user_name}`, tags: ['horror'] });
    const ownItem = await addItem(t.app, ownList);
    const othersList = await makeList(t.app, other.id);
    await addItem(t.app, othersList);
    await likeList(cookie, othersList, member.id);
    await likeList(otherCookie, ownList, other.id);
    const seen = await injectAs(t.app, cookie, { method: 'PUT', url: `/api/content/${ownItem}/seen/${member.id}` });
    expect(seen.statusCode).toBe(200);
    const avatar = await uploadImage(t.app, 'avatar', await solidPng(64, '#c33'), cookie);
    expect(avatar.statusCode).toBe(200);
    const avatarId = avatar.json<{ url: string }>().url.split('/').pop() ?? '';
    const reset = await injectAs(t.app, undefined, {
      method: 'POST',
      url: '/api/reset-password',
      remoteAddress: uniqueAddress(),
      payload: { email: member.email },
    });
    expect(reset.statusCode).toBe(200);
    const imported = await uploadImport(t.app, cookie, Buffer.from(IMDB_LIST), 'westerns.csv');
    expect(imported.statusCode).toBe(202);
    const exported = await injectAs(t.app, cookie, { method: 'POST', url: '/api/account/exports' });
    expect(exported.statusCode).toBe(202);
    const emailChange = await injectAs(t.app, cookie, {
      method: 'PUT',
      url: '/api/account/email',
      remoteAddress: uniqueAddress(),
      payload: { password: TEST_PASSWORD, email: `new-${member.email}` },
    });
    expect(emailChange.statusCode).toBe(200);
    // The link (and its token row) is made by the mail job, the import and the archive by theirs.
    await jobsDone(t.database);
    return { member, cookie, other, ownList, othersList, avatarId };
  };

  describe('DELETE /api/account', () => {
    it('refuses a visitor with 401', async () => {
      const response = await deleteAccount(undefined, { password: TEST_PASSWORD, confirm: 'someone' });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a wrong password with 400 on the field, in French and in English, and keeps the account', async () => {
      const member = await createUser(t.app);
      const cookie = await loginAs(t.app, member);
      const wrong = { password: 'Not-the-one1', confirm: member.user_name };
      const fr = await deleteAccount(cookie, wrong, 'fr');
      expect(fr.statusCode).toBe(400);
      expect(fr.json()).toMatchObject({ fields: { password: 'Votre mot de passe actuel est incorrect.' } });
      const en = await deleteAccount(cookie, wrong, 'en');
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({ fields: { password: 'Your current password is incorrect.' } });
      expect((await rowsLeftOf(member.id)).users).toBe(1);
    });

    it('refuses a confirmation that is not the user name (400 on confirm)', async () => {
      const member = await createUser(t.app);
      const cookie = await loginAs(t.app, member);
      const response = await deleteAccount(cookie, { password: member.password, confirm: 'DELETE' }, 'fr');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        fields: { confirm: 'Recopiez votre nom d’utilisateur pour confirmer.' },
      });
      expect((await rowsLeftOf(member.id)).users).toBe(1);
    });

    it('counts attempts with the password change: past the limit, 429 even with the right password', async () => {
      const member = await createUser(t.app);
      const cookie = await loginAs(t.app, member);
      const [perMember] = RATE_LIMITS.passwordChange;
      for (let attempt = 0; attempt < perMember.max; attempt += 1) {
        const wrong = await deleteAccount(cookie, { password: 'Not-the-one1', confirm: member.user_name });
        expect(wrong.statusCode).toBe(400);
      }
      const right = await deleteAccount(cookie, { password: member.password, confirm: member.user_name });
      expect(right.statusCode).toBe(429);
      expect((await rowsLeftOf(member.id)).users).toBe(1);
    });

    it.each([
      ['a NUL in the password', { password: 'Pass\u0000word1', confirm: 'x' }],
      ['a huge confirmation', { password: TEST_PASSWORD, confirm: 'x'.repeat(5_000) }],
      ['no confirmation', { password: TEST_PASSWORD }],
      ['a number for a password', { password: 12345678, confirm: 'x' }],
    ])('refuses %s with 400', async (_, payload) => {
      const member = await createUser(t.app);
      const cookie = await loginAs(t.app, member);
      const response = await deleteAccount(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect((await rowsLeftOf(member.id)).users).toBe(1);
    });

    it('deletes everything of the member in one go, signs them out and keeps every figure exact', async () => {
      const { member, cookie, ownList, othersList, avatarId } = await busyMember();
      expect(await uploadsWithId(avatarId)).toBe(1);
      expect(await likesOf(othersList)).toBe(1);
      const before = await rowsLeftOf(member.id);
      // Every table holds some of theirs beforehand (a badge only if one was earned on the way).
      expect(Object.entries(before).filter(([table, n]) => n === 0 && table !== 'user_badges')).toEqual([]);
      expect(await likeNotificationsNaming(member.id)).toBe(1);
      const response = await deleteAccount(cookie, {
        password: member.password,
        confirm: member.user_name.toUpperCase(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Your account and your lists are deleted.' });
      expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');

      expect(await rowsLeftOf(member.id)).toEqual(noRows);
      expect(await uploadsWithId(avatarId)).toBe(0);
      expect(await likeNotificationsNaming(member.id)).toBe(0);
      expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
      expect(await likesOf(othersList)).toBe(0);
      expect((await asVisitor(`/api/list/getById/${ownList}/user/0`)).statusCode).toBe(404);
      const browse = await asVisitor(`/api/lists/getAllListsFiltered/?title=${encodeURIComponent('Doomed')}`);
      expect(browse.statusCode).toBe(200);
      expect(browse.json<{ lists: { id: number }[] }>().lists.map((list) => list.id)).not.toContain(ownList);
      expect((await injectAs(t.app, cookie, { method: 'GET', url: '/api/session' })).json()).toEqual({ user: null });
      await expect(loginAs(t.app, member)).rejects.toThrow(/failed: 401/);
    });

    it('holds the name and its look-alikes for 30 days, then frees it', async () => {
      // No i, l or 1: their capitals and look-alikes cross (I looks like l), which this test does not explore.
      const member = await createUser(t.app, { user_name: uniqueUserName('gone').replace(/[il1]/g, 'x') });
      const cookie = await loginAs(t.app, member);
      expect((await deleteAccount(cookie, { password: member.password, confirm: member.user_name })).statusCode).toBe(
        200,
      );
      const again = (user_name: string) =>
        signUp(t.app, { user_name, email: `${uniqueUserName('new')}@example.test`, password: TEST_PASSWORD }, 'en');

      const same = await again(member.user_name);
      expect(same.statusCode).toBe(409);
      expect(same.json()).toMatchObject({ code: 'username_taken' });
      const lookAlike = await again(member.user_name.toUpperCase().replace('O', '0'));
      expect(lookAlike.statusCode).toBe(409);
      const rename = await createUser(t.app);
      const renamed = await injectAs(t.app, await loginAs(t.app, rename), {
        method: 'PUT',
        url: `/api/update/${rename.id}`,
        payload: { username: member.user_name },
      });
      expect(renamed.statusCode).toBe(409);

      await t.database.db
        .update(releasedUserNames)
        .set({ releasedAt: sql`now() - interval '31 days'` })
        .where(eq(releasedUserNames.userNameKey, userNameKey(member.user_name)));
      expect(await purgeReleasedUserNames(t.database.db)).toBeGreaterThanOrEqual(1);
      expect((await again(member.user_name)).statusCode).toBe(201);
    });
  });

  describe('DELETE /api/admin/users/{id}', () => {
    let admin: TestUser;
    let adminCookie: string;
    beforeAll(async () => {
      admin = await createAdmin(t.app);
      adminCookie = await loginAs(t.app, admin);
    });
    const adminDelete = (cookie: string | undefined, id: number | string) =>
      injectAs(t.app, cookie, {
        method: 'DELETE',
        url: `/api/admin/users/${id}`,
        headers: { 'accept-language': 'en' },
      });

    it('answers 401 to a visitor and 403 to a member, and keeps the account', async () => {
      const target = await createUser(t.app);
      const member = await createUser(t.app);
      expect((await adminDelete(undefined, target.id)).statusCode).toBe(401);
      expect((await adminDelete(await loginAs(t.app, member), target.id)).statusCode).toBe(403);
      expect((await rowsLeftOf(target.id)).users).toBe(1);
    });

    it('deletes a member, records it in the moderation log, and answers 404 the second time', async () => {
      const { member, ownList, othersList, avatarId } = await busyMember();
      const response = await adminDelete(adminCookie, member.id);
      expect(response.statusCode).toBe(200);
      expect(await uploadsWithId(avatarId)).toBe(0);
      expect(response.json()).toEqual({ message: "The member's account is deleted." });
      expect(await rowsLeftOf(member.id)).toEqual(noRows);
      expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
      expect(await likesOf(othersList)).toBe(0);
      expect((await asVisitor(`/api/list/getById/${ownList}/user/0`)).statusCode).toBe(404);

      const log = await injectAs(t.app, adminCookie, { method: 'GET', url: '/api/admin/moderation' });
      expect(log.statusCode).toBe(200);
      expect(log.json<{ actions: unknown[] }>().actions[0]).toMatchObject({
        action: 'user_deleted',
        target_id: member.id,
        target_label: member.user_name,
        admin: { id: admin.id, user_name: admin.user_name },
      });
      expect((await adminDelete(adminCookie, member.id)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await adminDelete(adminCookie, 2_000_000_000)).statusCode).toBe(404);
      expect((await adminDelete(adminCookie, 'abc')).statusCode).toBe(400);
    });

    it('refuses to delete an admin account, the caller’s own included, with 400 on user_id', async () => {
      const response = await adminDelete(adminCookie, admin.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { user_id: 'An admin account cannot be deleted.' } });
      expect((await rowsLeftOf(admin.id)).users).toBe(1);
    });
  });
});
