import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { cookieFor, createUser, csrf, uniqueAddress, type TestUser } from './auth-helpers.js';

/**
 * Bad input is a 400 naming the field, in the caller's language, never a 500: the request shapes
 * the outside attack answered with 500 (a NUL byte reached PostgreSQL), and their relatives.
 */
const NUL = 'a\u0000b';

describe('bad input is a 4xx, never a 5xx', () => {
  let t: TestApp;
  let user: TestUser;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    cookie = await cookieFor(t.app, user);
  });
  afterAll(async () => t.close());

  const send = (options: InjectOptions) =>
    t.app.inject({
      ...options,
      remoteAddress: uniqueAddress(),
      headers: { ...csrf, 'accept-language': 'en', ...(options.headers ?? {}) },
    });
  const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
  const update = (payload: object): InjectOptions => ({
    method: 'PUT',
    url: `/api/update/${user.id}`,
    payload,
    headers: { cookie },
  });
  const profile = () => ({ username: user.user_name });

  const CONTROL_MESSAGE = 'This field contains an invisible or control character that is not accepted.';

  it.each([
    [
      'register: user_name',
      () => post('/api/register', { user_name: `nul${NUL}name`, email: 'x@example.test', password: 'Password123' }),
      'user_name',
      'Use letters, digits and _ . - only, without spaces.',
    ],
    [
      'register: email',
      () => post('/api/register', { user_name: 'validname1', email: `x${NUL}@example.test`, password: 'Password123' }),
      'email',
      CONTROL_MESSAGE,
    ],
    [
      'register: password',
      () => post('/api/register', { user_name: 'validname2', email: 'y@example.test', password: `Password123${NUL}` }),
      'password',
      CONTROL_MESSAGE,
    ],
    [
      'login: email',
      () => post('/api/login', { email: `x${NUL}@example.test`, password: 'Password123' }),
      'email',
      CONTROL_MESSAGE,
    ],
    [
      'login: password',
      () => post('/api/login', { email: 'x@example.test', password: `Pass${NUL}` }),
      'password',
      CONTROL_MESSAGE,
    ],
    [
      'reset request: email',
      () => post('/api/reset-password', { email: `x${NUL}@example.test` }),
      'email',
      CONTROL_MESSAGE,
    ],
    [
      'reset confirm: token',
      () => post('/api/reset-password/confirm', { token: `tok${NUL}en`, password: 'Password123' }),
      'token',
      'This field is invalid.',
    ],
    [
      'contact: email',
      () => post('/api/contact', { email: `x${NUL}@example.fr`, message: 'Bonjour' }),
      'email',
      CONTROL_MESSAGE,
    ],
    [
      'contact: subject',
      () => post('/api/contact', { email: 'x@example.fr', subject: NUL, message: 'Bonjour' }),
      'subject',
      CONTROL_MESSAGE,
    ],
    [
      'contact: message',
      () => post('/api/contact', { email: 'x@example.fr', message: `Bon${NUL}jour` }),
      'message',
      CONTROL_MESSAGE,
    ],
    [
      'profile: username',
      () => update({ username: `nul${NUL}name` }),
      'username',
      'Use letters, digits and _ . - only, without spaces.',
    ],
    ['profile: city', () => update({ ...profile(), city: NUL }), 'city', CONTROL_MESSAGE],
    ['profile: catchline', () => update({ ...profile(), catchline: NUL }), 'catchline', CONTROL_MESSAGE],
    ['profile: introduction', () => update({ ...profile(), introduction: NUL }), 'introduction', CONTROL_MESSAGE],
    [
      'profile: avatar',
      () => update({ ...profile(), avatar: `https://example.com/${NUL}.png` }),
      'avatar',
      CONTROL_MESSAGE,
    ],
    [
      'username availability',
      (): InjectOptions => ({ method: 'GET', url: '/api/users/check-username-availability?user_name=a%00b' }),
      'user_name',
      CONTROL_MESSAGE,
    ],
    [
      'email availability',
      (): InjectOptions => ({ method: 'GET', url: '/api/users/check-email-availability?email=a%00b%40c.fr' }),
      'email',
      CONTROL_MESSAGE,
    ],
    [
      'a broken surrogate',
      () => post('/api/contact', { email: 'x@example.fr', message: 'a\ud800b' }),
      'message',
      CONTROL_MESSAGE,
    ],
    ['an escape sequence', () => update({ ...profile(), city: '\u001b[31mParis' }), 'city', CONTROL_MESSAGE],
  ] as const)(
    '%s with a NUL byte or control character: 400 naming the field',
    async (_label, request, field, message) => {
      const response = await send(request());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    },
  );

  it.each([
    ['/api/uploads/%00', 400],
    ['/api/uploads/..%2f..%2fetc%2fpasswd', 400],
    ['/api/uploads/ABCDEF', 400],
    ['/api/user/2147483648', 400],
    ['/api/user/99999999999999999999', 400],
    ['/api/user/0', 400],
    ['/api/user/-1', 400],
    ['/api/user/1e3', 400],
    ['/api/user/0x10', 400],
    ['/api/user/%00', 400],
    ['/api/user/2147483647', 404],
    ['/api/user/2147483648/stats', 400],
    ['/api/%zz', 400],
  ])('GET %s answers %i in our error shape', async (url, status) => {
    const response = await send({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('refuses an id over 2^31 in a write path with 400, not 500', async () => {
    const response = await send({
      method: 'PUT',
      url: '/api/update/2147483648',
      payload: profile(),
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers huge and invisible-only strings with 4xx', async () => {
    const huge = 'x'.repeat(60 * 1024);
    for (const options of [
      post('/api/contact', { email: 'x@example.fr', message: huge }),
      post('/api/login', { email: huge, password: huge }),
      update({ username: '\u200b\u200b\u200b\u200b\u200b' }),
      update({ ...profile(), introduction: huge.slice(0, 2000) }),
      { method: 'GET', url: `/api/users/check-username-availability?user_name=${'x'.repeat(10_000)}` },
    ] satisfies InjectOptions[]) {
      const response = await send(options);
      expect(
        response.statusCode,
        `${options.method} ${options.url}: ${response.body.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('refuses titles and names that reverse the reading direction or pile accents, naming the field', async () => {
    const disguised =
      'This text contains a character that reverses the reading direction, or too many accents stacked on one letter.';
    for (const [options, field] of [
      [post(`/api/list/create/${user.id}`, { title: 'Mes films \u202Egpj.exe', description: '', tags: [] }), 'title'],
      [
        post(`/api/list/create/${user.id}`, { title: `Z${'\u0336'.repeat(20)}algo`, description: '', tags: [] }),
        'title',
      ],
      [update({ ...profile(), city: 'Paris\u2066' }), 'city'],
      [post('/api/contact', { email: 'x@example.fr', subject: '\u202Eolleh', message: 'Bonjour' }), 'subject'],
    ] satisfies [InjectOptions, string][]) {
      const response = await send({ ...options, headers: { cookie, ...(options.headers ?? {}) } });
      expect(response.statusCode, `${options.url}: ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json().fields).toEqual({ [field]: disguised });
    }
  });
});
