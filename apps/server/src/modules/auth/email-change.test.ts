import { eq, sql } from 'drizzle-orm';
import type { PendingEmailChangeResponse } from '@pepites/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, outbox, passwordResetTokens, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  cookieFor,
  createUser,
  csrf,
  injectAs,
  loginAs,
  TEST_PASSWORD,
  uniqueAddress,
  uniqueUserName,
  type TestUser,
} from '../../test/auth-helpers.js';
import { jobsDone } from '../../test/jobs.js';
import { emailChangeTokenMailedTo, newestMailFileTo } from '../../test/outbox-files.js';
import { RATE_LIMITS } from '../../lib/rate-limit/rules.js';
import { purgeExpiredEmailChanges } from './email-change.service.js';

describe('email change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://pepites.example' });
  });
  afterAll(async () => t.close());

  const freshEmail = (prefix = 'new') => `${uniqueUserName(prefix)}@example.test`;

  const requestChange = (cookie: string | undefined, payload: unknown, lang = 'fr') =>
    injectAs(t.app, cookie, {
      method: 'PUT',
      url: '/api/account/email',
      headers: { 'accept-language': lang },
      remoteAddress: uniqueAddress(),
      payload: payload as object,
    });

  const confirm = (token: unknown, lang = 'en', cookie?: string) =>
    injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/account/email/confirm',
      headers: { 'accept-language': lang },
      remoteAddress: uniqueAddress(),
      payload: { token },
    });

  const pending = async (cookie: string) => {
    const response = await injectAs(t.app, cookie, { method: 'GET', url: '/api/account/email' });
    expect(response.statusCode).toBe(200);
    return response.json<PendingEmailChangeResponse>();
  };

  /** Asks for `newEmail` with the right password and returns the token mailed to it. */
  async function askAndReadToken(user: TestUser, cookie: string, newEmail: string): Promise<string> {
    const response = await requestChange(cookie, { password: user.password, email: newEmail });
    expect(response.statusCode).toBe(200);
    await jobsDone(t.database);
    return emailChangeTokenMailedTo(t.config.dataDir, newEmail);
  }

  const mailsTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.to, email));

  it('mails a link to the new address and a notice to the old one, in the member’s language, then changes on confirmation', async () => {
    const user = await createUser(t.app, { lang: 'en' });
    const cookie = await cookieFor(t.app, user);
    const newEmail = freshEmail();
    // Asked in French: the member's language (English) is what the mails are written in.
    const response = await requestChange(cookie, { password: user.password, email: newEmail.toUpperCase() }, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message:
        'Un lien de confirmation a été envoyé à la nouvelle adresse. Votre adresse ne change qu’une fois ce lien ouvert.',
    });
    await jobsDone(t.database);

    const link = await newestMailFileTo(t.config.dataDir, newEmail);
    expect(link).toMatchObject({ kind: 'email-change-confirm', subject: 'Confirm your new Pépites address' });
    expect(link?.text).toContain(`Hello ${user.user_name},`);
    expect(link?.text).toMatch(/https:\/\/pepites\.example\/confirm-email\/[A-Za-z0-9_-]{43}\n/);
    const token = await emailChangeTokenMailedTo(t.config.dataDir, newEmail);
    const notice = await newestMailFileTo(t.config.dataDir, user.email);
    expect(notice).toMatchObject({
      kind: 'email-change-notice',
      subject: 'Change of address asked on your Pépites account',
    });
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toContain('change your password');
    expect(notice?.text).not.toMatch(/https?:\/\//);
    // The admin's view keeps the link masked; only its hash is stored.
    const [row] = await mailsTo(newEmail);
    expect(row?.text).toContain('https://pepites.example/confirm-email/••••••');
    expect(JSON.stringify(await t.database.db.select().from(emailChanges))).not.toContain(token);

    // Nothing changed yet.
    expect(await pending(cookie)).toMatchObject({ email: user.email, pendingEmail: newEmail });
    await expect(loginAs(t.app, { email: newEmail })).rejects.toThrow(/401/);

    // Opened signed out, in another browser.
    const confirmed = await confirm(token, 'en');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your email address has been changed.', email: newEmail });
    expect(await pending(cookie)).toEqual({ email: newEmail, pendingEmail: null, pendingExpiresAt: null });
    const session = await injectAs(t.app, cookie, { method: 'GET', url: '/api/session' });
    expect(session.json().user.email).toBe(newEmail);
    await expect(loginAs(t.app, { email: newEmail })).resolves.toMatch(/^pepites_session=/);
    await expect(loginAs(t.app, { email: user.email })).rejects.toThrow(/401/);

    const again = await confirm(token, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'invalid_email_change_token',
      message: 'This confirmation link is invalid, was already used or has expired.',
    });
  });

  it('writes both mails in French for a French member', async () => {
    const user = await createUser(t.app, { lang: 'fr' });
    const newEmail = freshEmail();
    await askAndReadToken(user, await cookieFor(t.app, user), newEmail);
    expect((await newestMailFileTo(t.config.dataDir, newEmail))?.subject).toBe(
      'Confirmez votre nouvelle adresse Pépites',
    );
    const notice = await newestMailFileTo(t.config.dataDir, user.email);
    expect(notice?.subject).toBe('Changement d’adresse demandé sur votre compte Pépites');
    expect(notice?.text).toContain(`Bonjour ${user.user_name},`);
  });

  it('refuses a wrong password with 400 on the field, storing and mailing nothing', async () => {
    const user = await createUser(t.app);
    const newEmail = freshEmail();
    const response = await requestChange(
      await cookieFor(t.app, user),
      { password: 'Not-the-one1', email: newEmail },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Some fields are invalid.',
      fields: { password: 'Your current password is incorrect.' },
    });
    await jobsDone(t.database);
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([]);
    expect(await mailsTo(newEmail)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('refuses the current address (any case) and one already taken (any case)', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const cookie = await cookieFor(t.app, user);
    const same = await requestChange(cookie, { password: user.password, email: user.email.toUpperCase() }, 'en');
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ email: 'This is already the address of your account.' });
    const taken = await requestChange(cookie, { password: user.password, email: other.email.toUpperCase() }, 'en');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'email_taken',
      fields: { email: 'This email address is already taken.' },
    });
  });

  it('answers 409 when the address was taken between the request and the confirmation', async () => {
    const user = await createUser(t.app);
    const cookie = await cookieFor(t.app, user);
    const newEmail = freshEmail();
    const token = await askAndReadToken(user, cookie, newEmail);
    await createUser(t.app, { email: newEmail });
    const response = await confirm(token, 'fr');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'email_taken', message: 'Cette adresse email est déjà utilisée.' });
    expect(await pending(cookie)).toEqual({ email: user.email, pendingEmail: null, pendingExpiresAt: null });
  });

  it('refuses an expired token with 400 and leaves the address alone; the daily purge drops the row', async () => {
    const user = await createUser(t.app);
    const cookie = await cookieFor(t.app, user);
    const token = await askAndReadToken(user, cookie, freshEmail());
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailChanges.userId, user.id));
    expect((await pending(cookie)).pendingEmail).toBeNull();
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_email_change_token');
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    expect(await purgeExpiredEmailChanges(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([]);
  });

  it('keeps one pending change: a second request voids the first link', async () => {
    const user = await createUser(t.app);
    const cookie = await cookieFor(t.app, user);
    const first = await askAndReadToken(user, cookie, freshEmail('first'));
    const secondEmail = freshEmail('second');
    const second = await askAndReadToken(user, cookie, secondEmail);
    expect(await pending(cookie)).toMatchObject({ pendingEmail: secondEmail });
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await pending(cookie)).email).toBe(secondEmail);
  });

  it('refuses NUL characters, huge strings and malformed tokens with 400, never a 5xx', async () => {
    const user = await createUser(t.app);
    const cookie = await cookieFor(t.app, user);
    const bodies = [
      { password: user.password, email: `a\u0000b@example.test` },
      { password: `${user.password}\u0000`, email: freshEmail() },
      { password: user.password, email: `${'a'.repeat(20_000)}@example.test` },
      { password: 'x'.repeat(20_000), email: freshEmail() },
      { password: user.password, email: 42 },
      { password: user.password },
      {},
    ];
    for (const body of bodies) {
      const response = await requestChange(cookie, body, 'en');
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    for (const token of ['abc\u0000def', 'a'.repeat(20_000), 'not a token!', '', 12, null]) {
      const response = await confirm(token);
      expect(response.statusCode, String(token).slice(0, 20)).toBe(400);
    }
  });

  it('is 401 signed out for the request and the pending change; the confirmation needs no session', async () => {
    const request = await requestChange(undefined, { password: TEST_PASSWORD, email: freshEmail() }, 'en');
    expect(request.statusCode).toBe(401);
    expect(request.json().code).toBe('unauthenticated');
    expect((await t.app.inject({ method: 'GET', url: '/api/account/email' })).statusCode).toBe(401);
    expect((await confirm('unknown-token')).statusCode).toBe(400);
  });

  it('shares the password change’s budget of password guesses', async () => {
    const user = await createUser(t.app);
    const cookie = await cookieFor(t.app, user);
    const limit = RATE_LIMITS.passwordChange[0].max;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const wrong = await injectAs(t.app, cookie, {
        method: 'PUT',
        url: '/api/account/password',
        remoteAddress: uniqueAddress(),
        payload: { current_password: 'Not-the-one1', new_password: 'Another-pass42' },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await requestChange(cookie, { password: user.password, email: freshEmail() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('ends pending reset links at confirmation: they were mailed to the old address', async () => {
    const user = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: csrf,
      remoteAddress: uniqueAddress(),
      payload: { email: user.email },
    });
    const token = await askAndReadToken(user, await cookieFor(t.app, user), freshEmail());
    const resetLinks = () =>
      t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(await resetLinks()).toHaveLength(1);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await resetLinks()).toEqual([]);
  });
});
