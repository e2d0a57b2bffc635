import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  createAdmin,
  createUser,
  csrf,
  injectAs,
  loginAs,
  ownProfile,
  signUp,
  TEST_PASSWORD,
  uniqueAddress,
  uniqueUserName,
} from '../../test/auth-helpers.js';

describe('accounts: sign-up, login, logout, session, availability', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const newAccount = () => {
    const user_name = uniqueUserName('Signup');
    return { user_name, email: `${user_name}@Example.test`, password: TEST_PASSWORD };
  };

  describe('POST /api/register', () => {
    it('creates the account (201 {user:{id,user_name}}), stores the email in lower case and does not sign in', async () => {
      const input = newAccount();
      const response = await signUp(t.app, input);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ user: { id: expect.any(Number), user_name: input.user_name } });
      expect(response.cookies.filter((c) => c.name === 'pepites_session')).toEqual([]);
      const cookie = await loginAs(t.app, { email: input.email.toLowerCase() });
      expect(cookie).toMatch(/^pepites_session=/);
    });

    it('answers 409 username_taken (case-insensitive) and email_taken with the field messages', async () => {
      const input = newAccount();
      expect((await signUp(t.app, input)).statusCode).toBe(201);
      const sameName = await signUp(t.app, { ...newAccount(), user_name: input.user_name.toUpperCase() }, 'en');
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toEqual({
        code: 'username_taken',
        message: 'This username is already taken.',
        fields: { user_name: 'This username is already taken.' },
      });
      const sameEmail = await signUp(t.app, { ...newAccount(), email: input.email.toUpperCase() });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual({
        code: 'email_taken',
        message: 'Cette adresse email est déjà utilisée.',
        fields: { email: 'Cette adresse email est déjà utilisée.' },
      });
    });

    it.each(['admin', 'Admin', ' ADMIN '])('refuses the reserved name %j with 400 username.reserved', async (name) => {
      const response = await signUp(t.app, { ...newAccount(), user_name: name }, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { user_name: 'This username is reserved.' },
      });
    });

    it.each([
      [{ user_name: 'abc' }, 'user_name', 'Your username must be between 5 and 16 characters long.'],
      [{ user_name: 'a'.repeat(17) }, 'user_name', 'Your username must be between 5 and 16 characters long.'],
      [{ user_name: '' }, 'user_name', 'Your username is required.'],
      [{ email: 'not-an-email' }, 'email', 'Verify your email address'],
      [{ email: '' }, 'email', 'Your email address is required.'],
      [
        { password: 'password1' },
        'password',
        'Your password must be 8 to 128 characters long, with at least one uppercase letter and one digit.',
      ],
      [
        { password: 'Short1' },
        'password',
        'Your password must be 8 to 128 characters long, with at least one uppercase letter and one digit.',
      ],
      [{ password: '' }, 'password', 'A password is required.'],
    ])('refuses %j with 400 and the English field message', async (override, field, message) => {
      const response = await signUp(t.app, { ...newAccount(), ...override }, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    });

    it('gives the French field message by default', async () => {
      const response = await signUp(t.app, { ...newAccount(), user_name: 'abc' });
      expect(response.json().fields).toEqual({
        user_name: "Votre nom d'utilisateur doit contenir entre 5 et 16 caractères.",
      });
    });

    it('accepts a password with special characters (one policy)', async () => {
      const response = await signUp(t.app, { ...newAccount(), password: 'Pässwörd 1 !*' });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('POST /api/login', () => {
    it('answers {user} with the full profile including the own email', async () => {
      const user = await createUser(t.app, { city: 'Lyon' });
      const response = await injectAs(t.app, undefined, {
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: ownProfile(user, { city: 'Lyon' }) });
    });

    it('answers the same 401 invalid_credentials for a wrong password and an unknown email', async () => {
      const user = await createUser(t.app);
      const login = (email: string, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { ...csrf, 'accept-language': 'en' },
          remoteAddress: uniqueAddress(),
          payload: { email, password },
        });
      const wrongPassword = await login(user.email, 'Wrong-password-9');
      const unknownEmail = await login('nobody@example.test', 'Wrong-password-9');
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({ code: 'invalid_credentials', message: 'Wrong email or password.' });
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(wrongPassword.cookies.filter((c) => c.name === 'pepites_session' && c.value)).toEqual([]);
    });

    it('answers 400 with field messages when email or password is missing', async () => {
      const response = await injectAs(t.app, undefined, { method: 'POST', url: '/api/login', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { email: 'Votre adresse email est requise.', password: 'Un mot de passe est requis.' },
      });
    });

    it('lets the admin log in with role admin', async () => {
      const admin = await createAdmin(t.app);
      const cookie = await loginAs(t.app, admin);
      const session = await injectAs(t.app, cookie, { method: 'GET', url: '/api/session' });
      expect(session.json().user).toMatchObject({ user_name: 'admin', role: 'admin', email: 'admin@pepites.local' });
    });
  });

  describe('GET /api/session and logout', () => {
    it('is {user:null} for a visitor and the full user once signed in', async () => {
      const visitor = await t.app.inject({ method: 'GET', url: '/api/session' });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ user: null });
      const user = await createUser(t.app);
      const cookie = await loginAs(t.app, user);
      const signedIn = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(signedIn.json().user).toMatchObject({ id: user.id, user_name: user.user_name, email: user.email });
    });

    it.each(['GET', 'POST'] as const)(
      '%s /api/logout ends the session, clears the cookie and answers {message}',
      async (method) => {
        const user = await createUser(t.app);
        const cookie = await loginAs(t.app, user);
        const response = await injectAs(t.app, cookie, {
          method,
          url: '/api/logout',
          headers: { 'accept-language': 'en' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'You are logged out.' });
        const cleared = response.cookies.find((c) => c.name === 'pepites_session');
        expect(cleared?.value).toBe('');
        expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
        const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
        expect(after.json()).toEqual({ user: null });
      },
    );

    it('answers 200 to a visitor logging out, in French by default', async () => {
      const response = await injectAs(t.app, undefined, { method: 'POST', url: '/api/logout' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Vous êtes déconnecté.' });
    });

    it('ignores a forged or unsigned cookie', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: 'pepites_session=forged.value' },
      });
      expect(response.json()).toEqual({ user: null });
    });
  });

  describe('availability checks', () => {
    it('reports a taken username case-insensitively, and admin as unavailable', async () => {
      const user = await createUser(t.app);
      const check = async (name: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/users/check-username-availability?user_name=${encodeURIComponent(name)}`,
          })
        ).json();
      expect(await check(user.user_name.toUpperCase())).toEqual({ available: false, reason: 'taken' });
      expect(await check(uniqueUserName('free'))).toEqual({ available: true });
      expect(await check('admin')).toEqual({ available: false, reason: 'reserved' });
      expect(await check('ADMIN')).toEqual({ available: false, reason: 'reserved' });
      expect(await check('ab')).toEqual({ available: false, reason: 'invalid' });
    });

    it('reports a taken email case-insensitively', async () => {
      const user = await createUser(t.app);
      const check = async (email: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/users/check-email-availability?email=${encodeURIComponent(email)}`,
          })
        ).json();
      expect(await check(user.email.toUpperCase())).toEqual({ available: false, reason: 'taken' });
      expect(await check('free-address@example.test')).toEqual({ available: true });
      expect(await check('pas-un-email')).toEqual({ available: false, reason: 'invalid' });
    });

    it('answers 400 when the query parameter is missing', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/users/check-email-availability' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    });
  });
});
