import { eq } from 'drizzle-orm';
import type { AccountSessionsResponse } from '@pepites/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, sessions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  cookieFor,
  createUser,
  csrf,
  injectAs,
  loginAs,
  sessionCookieOf,
  TEST_PASSWORD,
  uniqueAddress,
  type TestUser,
} from '../../test/auth-helpers.js';
import { jobsDone } from '../../test/jobs.js';
import { newestMailFileTo } from '../../test/outbox-files.js';
import { RATE_LIMITS } from '../../lib/rate-limit/rules.js';
import { deviceOf } from './device.js';
import { createSession } from './session-store.js';

const NEW_PASSWORD = 'Another-pass42';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('account controls: password and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** Signs in through POST /api/login with a browser's User-Agent. */
  const loginFrom = async (user: TestUser, userAgent: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...csrf, 'user-agent': userAgent },
      remoteAddress: uniqueAddress(),
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    return sessionCookieOf(response) ?? '';
  };

  const changePassword = (cookie: string | undefined, payload: unknown, lang = 'en') =>
    injectAs(t.app, cookie, {
      method: 'PUT',
      url: '/api/account/password',
      headers: { 'accept-language': lang },
      remoteAddress: uniqueAddress(),
      payload: payload as object,
    });

  const session = (cookie: string) => injectAs(t.app, cookie, { method: 'GET', url: '/api/session' });
  const mySessions = async (cookie: string) => {
    const response = await injectAs(t.app, cookie, { method: 'GET', url: '/api/account/sessions' });
    expect(response.statusCode).toBe(200);
    return response.json<AccountSessionsResponse>().sessions;
  };
  const signedInAs = async (cookie: string) => (await session(cookie)).json<{ user: { id: number } | null }>().user;

  describe('PUT /api/account/password', () => {
    it('refuses a visitor with 401', async () => {
      const response = await changePassword(undefined, { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a wrong current password with 400 on the field, in French and in English', async () => {
      const user = await createUser(t.app);
      const cookie = await loginAs(t.app, user);
      const wrong = { current_password: 'Not-the-one1', new_password: NEW_PASSWORD };
      const fr = await changePassword(cookie, wrong, 'fr');
      expect(fr.statusCode).toBe(400);
      expect(fr.json()).toMatchObject({
        code: 'validation_failed',
        fields: { current_password: 'Votre mot de passe actuel est incorrect.' },
      });
      const en = await changePassword(cookie, wrong, 'en');
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({ fields: { current_password: 'Your current password is incorrect.' } });
      // Nothing changed: the old password still signs in.
      expect(await loginAs(t.app, user)).toBeTruthy();
    });

    it('refuses a new password under the policy with the sign-up message', async () => {
      const user = await createUser(t.app);
      const cookie = await loginAs(t.app, user);
      const response = await changePassword(cookie, { current_password: TEST_PASSWORD, new_password: 'weakpass' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        fields: {
          new_password:
            'Your password must be 8 to 128 characters long, with at least one uppercase letter and one digit.',
        },
      });
    });

    it('changes the hash, ends the other sessions but not the caller’s, and mails the member without a secret', async () => {
      const user = await createUser(t.app);
      const current = await loginFrom(user, FIREFOX_WINDOWS);
      const other = await loginFrom(user, SAFARI_IPHONE);
      const response = await changePassword(
        current,
        { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
        'fr',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Votre mot de passe a été modifié. Vos autres sessions sont terminées.',
      });

      expect((await session(current)).statusCode).toBe(200);
      expect(await signedInAs(current)).toMatchObject({ id: user.id });
      const ended = await injectAs(t.app, other, { method: 'GET', url: '/api/account/sessions' });
      expect(ended.statusCode).toBe(401);

      await expect(loginAs(t.app, user)).rejects.toThrow(/failed: 401/);
      expect(await loginAs(t.app, { email: user.email, password: NEW_PASSWORD })).toBeTruthy();

      await jobsDone(t.database);
      const mail = await newestMailFileTo(t.config.dataDir, user.email);
      expect(mail).toMatchObject({ kind: 'password-changed', subject: 'Votre mot de passe Pépites a été modifié' });
      expect(mail?.text).toContain(`Bonjour ${user.user_name},`);
      expect(mail?.text).not.toContain(NEW_PASSWORD);
      expect(mail?.text).not.toMatch(/https?:\/\//);
      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, user.email));
      expect(row?.kind).toBe('password-changed');
    });

    it('writes the mail in the member’s language (English here)', async () => {
      const user = await createUser(t.app, { lang: 'en' });
      const cookie = await cookieFor(t.app, user);
      const response = await changePassword(cookie, { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
      await jobsDone(t.database);
      const mail = await newestMailFileTo(t.config.dataDir, user.email);
      expect(mail?.subject).toBe('Your Pépites password was changed');
    });

    it('refuses more attempts than the limit with 429, even with the right password', async () => {
      const user = await createUser(t.app);
      const cookie = await loginAs(t.app, user);
      const limit = RATE_LIMITS.passwordChange[0].max;
      const wrong = { current_password: 'Not-the-one1', new_password: NEW_PASSWORD };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < limit + 2; attempt += 1) {
        statuses.push((await changePassword(cookie, wrong)).statusCode);
      }
      expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
      expect(statuses.slice(limit)).toEqual([429, 429]);
      const right = await changePassword(cookie, { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD });
      expect(right.statusCode).toBe(429);
    });

    it('answers 400, never 5xx, to NUL bytes, huge strings and wrong types', async () => {
      const user = await createUser(t.app);
      const cookie = await loginAs(t.app, user);
      const bodies = [
        { current_password: 'Pass\u0000word123', new_password: NEW_PASSWORD },
        { current_password: TEST_PASSWORD, new_password: 'New\u0000Password1' },
        // Huge, yet under the 64 KiB body limit (past it, 413), so the schema is what refuses them.
        { current_password: 'x'.repeat(60_000), new_password: NEW_PASSWORD },
        { current_password: TEST_PASSWORD, new_password: `A1${'x'.repeat(60_000)}` },
        { current_password: 12, new_password: ['A'] },
        {},
      ];
      for (const body of bodies) {
        const response = await changePassword(cookie, body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      const tooLarge = await changePassword(cookie, { current_password: 'x'.repeat(1_000_000), new_password: 'x' });
      expect(tooLarge.statusCode).toBe(413);
      expect(await loginAs(t.app, user)).toBeTruthy();
    });
  });

  describe('sessions', () => {
    it('lists two sign-ins with their devices and marks the caller’s as current, without any secret', async () => {
      const user = await createUser(t.app);
      const first = await loginFrom(user, FIREFOX_WINDOWS);
      const second = await loginFrom(user, SAFARI_IPHONE);
      const list = await mySessions(second);
      expect(list).toHaveLength(2);
      expect(list.map(({ browser, os, current }) => ({ browser, os, current }))).toEqual([
        { browser: 'Firefox', os: 'Windows', current: false },
        { browser: 'Safari', os: 'iOS', current: true },
      ]);
      for (const entry of list) {
        expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(Date.parse(entry.last_seen_at ?? '')).not.toBeNaN();
      }
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      const body = JSON.stringify(list);
      for (const row of rows) expect(body).not.toContain(row.idHash);
      for (const cookie of [first, second]) expect(body).not.toContain(cookie.slice(cookie.indexOf('=') + 1, -10));
    });

    it('cuts a long User-Agent to 512 characters and drops control characters', async () => {
      const user = await createUser(t.app);
      await loginFrom(user, `Firefox/1 ${'y'.repeat(2_000)}`);
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row?.userAgent).toHaveLength(512);
      // HTTP refuses such a header; the store must not count on it (a NUL would fail the insert).
      const other = await createUser(t.app);
      await createSession(t.app.db, other.id, false, 'Firefox/1\u0000\u001b[31m');
      const [cleaned] = await t.database.db.select().from(sessions).where(eq(sessions.userId, other.id));
      expect(cleaned?.userAgent).toBe('Firefox/1[31m');
    });

    it('refreshes last_seen_at once it is older than five minutes, not on every request', async () => {
      const user = await createUser(t.app);
      const cookie = await loginAs(t.app, user);
      const seen = async () =>
        (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]?.lastSeenAt;
      const old = new Date(Date.now() - 10 * 60_000);
      await t.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.userId, user.id));
      expect((await session(cookie)).statusCode).toBe(200);
      const refreshed = await seen();
      expect(refreshed?.getTime()).toBeGreaterThan(old.getTime());
      const recent = new Date(Date.now() - 60_000);
      await t.database.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.userId, user.id));
      expect((await session(cookie)).statusCode).toBe(200);
      expect((await seen())?.getTime()).toBe(recent.getTime());
    });

    it('revokes one session by its public id: its cookie is then refused', async () => {
      const user = await createUser(t.app);
      const keep = await loginFrom(user, FIREFOX_WINDOWS);
      const lose = await loginFrom(user, SAFARI_IPHONE);
      const target = (await mySessions(keep)).find((entry) => !entry.current);
      const response = await injectAs(t.app, keep, { method: 'DELETE', url: `/api/account/sessions/${target?.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ended: 1 });
      expect((await injectAs(t.app, lose, { method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
      expect(await mySessions(keep)).toHaveLength(1);
      const again = await injectAs(t.app, keep, { method: 'DELETE', url: `/api/account/sessions/${target?.id}` });
      expect(again.statusCode).toBe(404);
    });

    it('revokes every other session and keeps the caller’s', async () => {
      const user = await createUser(t.app);
      const keep = await loginAs(t.app, user);
      const others = [await loginAs(t.app, user), await loginAs(t.app, user)];
      const response = await injectAs(t.app, keep, { method: 'DELETE', url: '/api/account/sessions' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ended: 2 });
      for (const cookie of others) {
        expect((await injectAs(t.app, cookie, { method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
      }
      const left = await mySessions(keep);
      expect(left.map((entry) => entry.current)).toEqual([true]);
    });

    it('answers 404 for another member’s session and leaves it alone', async () => {
      const owner = await createUser(t.app);
      const ownerCookie = await loginAs(t.app, owner);
      const [ownerSession] = await mySessions(ownerCookie);
      const stranger = await loginAs(t.app, await createUser(t.app));
      const response = await injectAs(t.app, stranger, {
        method: 'DELETE',
        url: `/api/account/sessions/${ownerSession?.id}`,
      });
      expect(response.statusCode).toBe(404);
      expect((await session(ownerCookie)).statusCode).toBe(200);
      expect(await signedInAs(ownerCookie)).toMatchObject({ id: owner.id });
    });

    it('refuses visitors with 401 and a malformed id with 400', async () => {
      for (const [method, url] of [
        ['GET', '/api/account/sessions'],
        ['DELETE', '/api/account/sessions'],
        ['DELETE', '/api/account/sessions/3f1c1a1e-0000-4000-8000-000000000000'],
      ] as const) {
        expect((await injectAs(t.app, undefined, { method, url })).statusCode, `${method} ${url}`).toBe(401);
      }
      const cookie = await loginAs(t.app, await createUser(t.app));
      for (const id of ['not-a-uuid', '%00', 'x'.repeat(5_000)]) {
        const response = await injectAs(t.app, cookie, { method: 'DELETE', url: `/api/account/sessions/${id}` });
        expect(response.statusCode, id.slice(0, 20)).toBe(400);
      }
    });
  });

  it('names browsers and systems from common User-Agents', () => {
    expect(deviceOf(FIREFOX_WINDOWS)).toEqual({ browser: 'Firefox', os: 'Windows' });
    expect(deviceOf(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'macOS' });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
  });
});
