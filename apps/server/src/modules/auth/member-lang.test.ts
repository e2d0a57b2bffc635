import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  cookieFor,
  createUser,
  csrf,
  injectAs,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  uniqueAddress,
  uniqueUserName,
} from '../../test/auth-helpers.js';
import { jobsDone } from '../../test/jobs.js';
import { newestMailFileTo } from '../../test/outbox-files.js';

/** users.lang is written at sign-up, sign-in and by the language switch, and every member mail reads it. */
describe("the member's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const langOf = async (id: number) =>
    (await t.database.db.select({ lang: users.lang }).from(users).where(eq(users.id, id)))[0]?.lang;

  const login = async (email: string, lang: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...csrf, 'accept-language': lang },
      remoteAddress: uniqueAddress(),
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return sessionCookieOf(response) ?? '';
  };

  const askReset = async (email: string, lang: 'fr' | 'en') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: { ...csrf, 'accept-language': lang },
      remoteAddress: uniqueAddress(),
      payload: { email, lang },
    });
    expect(response.statusCode).toBe(200);
    await jobsDone(t.database);
    return newestMailFileTo(t.config.dataDir, email);
  };

  it('is the language signed up in', async () => {
    const user_name = uniqueUserName('lang');
    const response = await signUp(
      t.app,
      { user_name, email: `${user_name}@example.test`, password: TEST_PASSWORD },
      'en-GB,en;q=0.9',
    );
    expect(response.statusCode).toBe(201);
    expect(await langOf(response.json().user.id)).toBe('en');
    const other = uniqueUserName('lang');
    const french = await signUp(t.app, { user_name: other, email: `${other}@example.test`, password: TEST_PASSWORD });
    expect(await langOf(french.json().user.id)).toBe('fr');
  });

  it('follows the language signed in with', async () => {
    const user = await createUser(t.app, { lang: 'fr' });
    await login(user.email, 'en');
    expect(await langOf(user.id)).toBe('en');
    await login(user.email, 'fr');
    expect(await langOf(user.id)).toBe('fr');
  });

  it('is set by PUT /api/account/lang for the caller only; 401 signed out, 400 for another language', async () => {
    const user = await createUser(t.app, { lang: 'fr' });
    const other = await createUser(t.app, { lang: 'fr' });
    const cookie = await cookieFor(t.app, user);
    const put = (payload: unknown, signedIn = true) =>
      injectAs(t.app, signedIn ? cookie : undefined, {
        method: 'PUT',
        url: '/api/account/lang',
        payload: payload as object,
      });
    const response = await put({ lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lang: 'en' });
    expect(await langOf(user.id)).toBe('en');
    expect(await langOf(other.id)).toBe('fr');
    expect((await put({ lang: 'de' })).statusCode).toBe(400);
    expect((await put({ lang: 'en\u0000' })).statusCode).toBe(400);
    expect((await put({ lang: 'en' }, false)).statusCode).toBe(401);
  });

  it('writes the reset mail in the member’s language, whatever the asker’s', async () => {
    const english = await createUser(t.app, { lang: 'en' });
    expect((await askReset(english.email, 'fr'))?.subject).toBe('Reset your Pépites password');
    const french = await createUser(t.app, { lang: 'fr' });
    expect((await askReset(french.email, 'en'))?.subject).toBe('Réinitialisation de votre mot de passe Pépites');
  });

  it('writes the password-changed mail in the language last switched to', async () => {
    const user = await createUser(t.app, { lang: 'fr' });
    const cookie = await cookieFor(t.app, user);
    await injectAs(t.app, cookie, { method: 'PUT', url: '/api/account/lang', payload: { lang: 'en' } });
    const response = await injectAs(t.app, cookie, {
      method: 'PUT',
      url: '/api/account/password',
      headers: { 'accept-language': 'fr' },
      remoteAddress: uniqueAddress(),
      payload: { current_password: TEST_PASSWORD, new_password: 'Another-pass42' },
    });
    expect(response.statusCode).toBe(200);
    await jobsDone(t.database);
    expect((await newestMailFileTo(t.config.dataDir, user.email))?.subject).toBe('Your Pépites password was changed');
  });
});
