import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, csrf, loginAs, uniqueAddress, type TestUser } from '../../test/auth-helpers.js';
import { jobsDone } from '../../test/jobs.js';
import { freshResetToken, newestMailFileTo, resetTokenMailedTo } from '../../test/outbox-files.js';

const NEW_PASSWORD = 'Brand-new-Pass9';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://pepites.example' });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, lang = 'fr') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...csrf, 'accept-language': lang },
      remoteAddress: uniqueAddress(),
      payload,
    });

  /** Asks for a reset link and waits for the queue to have sent the mail (or dropped the request). */
  const requestReset = async (email: string, lang: 'fr' | 'en' = 'fr') => {
    const response = await post('/api/reset-password', { email, lang }, lang);
    await jobsDone(t.database);
    return response;
  };

  async function latestMailTo(email: string) {
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    return mail;
  }

  async function tokenFromMail(user: TestUser): Promise<string> {
    const mail = await newestMailFileTo(t.config.dataDir, user.email);
    expect(mail?.text).toContain('https://pepites.example/reset-password/');
    return resetTokenMailedTo(t.config.dataDir, user.email);
  }

  it('answers the same 200 for an unknown email and sends nothing', async () => {
    const response = await requestReset('nobody-here@example.test', 'en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'If an account exists with this address, a reset email has just been sent to it.',
    });
    expect(await latestMailTo('nobody-here@example.test')).toBeUndefined();
  });

  it('refuses something that is not an email with 400 on the field, like sign-up', async () => {
    const response = await requestReset('pas-un-email', 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { email: "Le format de l'email est incorrect." },
    });
  });

  it('mails a link in the member’s language and stores only the token hash', async () => {
    const user = await createUser(t.app, { lang: 'en' });
    const response = await requestReset(user.email.toUpperCase(), 'en');
    expect(response.statusCode).toBe(200);
    const mail = await latestMailTo(user.email);
    expect(mail).toMatchObject({ kind: 'reset-password', subject: 'Reset your Pépites password' });
    expect(mail?.text).toContain(`Hello ${user.user_name},`);
    const token = await tokenFromMail(user);
    // The outbox table (what the admin sees) keeps the mail with its link masked; the file keeps it whole.
    expect(mail?.text).toContain('https://pepites.example/reset-password/••••••');
    expect(mail?.html).toContain('https://pepites.example/reset-password/••••••');
    expect(JSON.stringify(mail)).not.toContain(token);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(Math.round(minutes)).toBe(60);
  });

  it('writes the mail in French for a French member, even asked in English', async () => {
    const user = await createUser(t.app, { lang: 'fr' });
    await requestReset(user.email, 'en');
    expect(await latestMailTo(user.email)).toMatchObject({ subject: 'Réinitialisation de votre mot de passe Pépites' });
  });

  it('resets end to end: new password works, old does not, every session ends, token is single use', async () => {
    const user = await createUser(t.app);
    const sessionA = await loginAs(t.app, user);
    const sessionB = await loginAs(t.app, user, { remember: true });
    await requestReset(user.email);
    const token = await tokenFromMail(user);

    const confirm = await post('/api/reset-password/confirm', { token, password: NEW_PASSWORD }, 'en');
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: 'Your password has been reset. You can now log in.' });

    for (const cookie of [sessionA, sessionB]) {
      const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(session.json()).toEqual({ user: null });
    }
    await expect(loginAs(t.app, user)).rejects.toThrow(/401/);
    await expect(loginAs(t.app, { email: user.email, password: NEW_PASSWORD })).resolves.toMatch(/^pepites_session=/);

    const again = await post('/api/reset-password/confirm', { token, password: 'Another-pass1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'invalid_reset_token',
      message: 'Ce lien de réinitialisation est invalide ou a expiré.',
    });
  });

  it('invalidates older tokens when a new one is requested', async () => {
    const user = await createUser(t.app);
    await requestReset(user.email);
    const first = await tokenFromMail(user);
    await requestReset(user.email);
    const second = await tokenFromMail(user);
    expect(second).not.toBe(first);
    const old = await post('/api/reset-password/confirm', { token: first, password: NEW_PASSWORD }, 'en');
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ code: 'invalid_reset_token', message: 'This reset link is invalid or has expired.' });
    expect((await post('/api/reset-password/confirm', { token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.app);
    await requestReset(user.email);
    const token = await tokenFromMail(user);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await post('/api/reset-password/confirm', { token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_reset_token');
    await expect(loginAs(t.app, user)).resolves.toMatch(/^pepites_session=/);
  });

  it('refuses an unknown token, and a weak password with the policy message (token kept)', async () => {
    expect(
      (await post('/api/reset-password/confirm', { token: 'made-up-token', password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    const user = await createUser(t.app);
    await requestReset(user.email);
    const token = await tokenFromMail(user);
    const weak = await post('/api/reset-password/confirm', { token, password: 'alllowercase' }, 'en');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        password: 'Your password must be 8 to 128 characters long, with at least one uppercase letter and one digit.',
      },
    });
    expect((await post('/api/reset-password/confirm', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers 400 when the token is missing', async () => {
    const response = await post('/api/reset-password/confirm', { password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });
});

describe('POST /api/reset-password/check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const check = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reset-password/check',
      headers: csrf,
      remoteAddress: uniqueAddress(),
      payload: { token },
    });

  it('says whether a link still works, without spending it', async () => {
    const token = await freshResetToken(t);
    for (let twice = 0; twice < 2; twice++) {
      const response = await check(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true });
    }
    const unknown = await check('made-up-token');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ valid: false });
  });

  it('refuses a token that is not base64url with 400', async () => {
    const response = await check('abc/../def');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { token: 'Ce champ est invalide.' } });
  });
});
