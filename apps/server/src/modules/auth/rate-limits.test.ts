import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, csrf, uniqueAddress, uniqueUserName } from '../../test/auth-helpers.js';
import { RATE_LIMITS } from './rate-limits.js';

describe('rate limits of the accounts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, remoteAddress: string, payload?: object, lang = 'fr') =>
    t.app.inject({ method, url, remoteAddress, payload, headers: { ...csrf, 'accept-language': lang } });

  async function repeat(times: number, send: (index: number) => ReturnType<typeof call>) {
    const statuses: number[] = [];
    for (let index = 0; index < times; index++) statuses.push((await send(index)).statusCode);
    return statuses;
  }

  it('pins the thresholds of the closing note', () => {
    expect(RATE_LIMITS).toEqual({
      login: [{ max: 10, windowMs: 900_000, per: ['ip', 'email'] }],
      register: [{ max: 5, windowMs: 3_600_000, per: ['ip'] }],
      availability: [{ max: 60, windowMs: 60_000, per: ['ip'] }],
      resetRequest: [
        { max: 5, windowMs: 3_600_000, per: ['ip'] },
        { max: 3, windowMs: 3_600_000, per: ['email'] },
      ],
      resetConfirm: [{ max: 10, windowMs: 900_000, per: ['ip'] }],
    });
  });

  it('login: 10 attempts per IP and email, then 429 localized with Retry-After; another email still passes', async () => {
    const ip = uniqueAddress();
    const user = await createUser(t.app);
    const statuses = await repeat(10, () => call('POST', '/api/login', ip, { email: user.email, password: 'Wrong-pass1' }));
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await call('POST', '/api/login', ip, { email: user.email.toUpperCase(), password: user.password }, 'en');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please try again in a few minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const fr = await call('POST', '/api/login', ip, { email: user.email, password: user.password });
    expect(fr.json()).toEqual({ code: 'rate_limited', message: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    const other = await createUser(t.app);
    expect((await call('POST', '/api/login', ip, { email: other.email, password: other.password })).statusCode).toBe(200);
    expect((await call('POST', '/api/login', uniqueAddress(), { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('register: 5 per hour per IP', async () => {
    const ip = uniqueAddress();
    const account = () => {
      const user_name = uniqueUserName('limit');
      return { user_name, email: `${user_name}@example.test`, password: 'Password123' };
    };
    expect(await repeat(5, () => call('POST', '/api/register', ip, account()))).toEqual(Array(5).fill(201));
    expect((await call('POST', '/api/register', ip, account())).statusCode).toBe(429);
  });

  it('availability checks: 60 per minute per IP, both checks counted together', async () => {
    const ip = uniqueAddress();
    const statuses = await repeat(60, (index) =>
      index % 2
        ? call('GET', '/api/users/check-email-availability?email=a@b.cd', ip)
        : call('GET', '/api/users/check-username-availability?user_name=someone', ip),
    );
    expect(statuses).toEqual(Array(60).fill(200));
    expect((await call('GET', '/api/users/check-email-availability?email=a@b.cd', ip)).statusCode).toBe(429);
    expect((await call('GET', '/api/users/check-email-availability?email=a@b.cd', uniqueAddress())).statusCode).toBe(200);
  });

  it('reset request: 3 per hour per email (across IPs) and 5 per hour per IP', async () => {
    const user = await createUser(t.app);
    const perEmail = await repeat(4, () => call('POST', '/api/reset-password', uniqueAddress(), { email: user.email, lang: 'fr' }));
    expect(perEmail).toEqual([200, 200, 200, 429]);
    const ip = uniqueAddress();
    const perIp = await repeat(6, (index) => call('POST', '/api/reset-password', ip, { email: `someone${index}@example.test`, lang: 'fr' }));
    expect(perIp).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('reset confirm: 10 per 15 minutes per IP', async () => {
    const ip = uniqueAddress();
    const statuses = await repeat(11, () => call('POST', '/api/reset-password/confirm', ip, { token: 'guess', password: 'Password123' }));
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});
