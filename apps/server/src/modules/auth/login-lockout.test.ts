import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../lib/rate-limit/rules.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, csrf, TEST_PASSWORD, uniqueAddress, type TestUser } from '../../test/auth-helpers.js';
import { KNOWN_DEVICE_COOKIE } from './known-device.js';

const FAILURES_ALLOWED = RATE_LIMITS.loginFailures[0].max;

describe('failed logins on one account, from many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (user: TestUser, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...csrf, ...(cookie ? { cookie } : {}) },
      remoteAddress: uniqueAddress(),
      payload: { email: user.email, password },
    });

  function deviceCookieOf(response: { cookies: { name: string; value: string }[] }): string {
    const cookie = response.cookies.find((candidate) => candidate.name === KNOWN_DEVICE_COOKIE);
    if (!cookie) throw new Error('no known-device cookie');
    return `${KNOWN_DEVICE_COOKIE}=${cookie.value}`;
  }

  async function lockOut(user: TestUser) {
    for (let attempt = 0; attempt < FAILURES_ALLOWED; attempt++)
      expect((await login(user, 'Wrong-pass1')).statusCode).toBe(401);
  }

  it('locks the account for strangers, even with the right password, once the failures are spent', async () => {
    const user = await createUser(t.app);
    await lockOut(user);
    const stranger = await login(user, TEST_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in from a browser that signed in before, and counts no failure of theirs', async () => {
    const user = await createUser(t.app);
    const first = await login(user, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(first.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^pepites_device=.*Path=\/api\/login.*HttpOnly.*SameSite=Strict/)]),
    );

    await lockOut(user);
    expect((await login(user, TEST_PASSWORD)).statusCode).toBe(429);
    // The owner's typo from their own browser is answered, not locked, and the lock does not bind them.
    expect((await login(user, 'Typo-pass1', device)).statusCode).toBe(401);
    expect((await login(user, TEST_PASSWORD, device)).statusCode).toBe(200);
  });

  it('does not exempt a browser known for another account, nor a forged cookie', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const otherDevice = deviceCookieOf(await login(other, TEST_PASSWORD));
    await lockOut(owner);
    expect((await login(owner, TEST_PASSWORD, otherDevice)).statusCode).toBe(429);
    expect((await login(owner, TEST_PASSWORD, `${KNOWN_DEVICE_COOKIE}=${owner.id}`)).statusCode).toBe(429);
  });
});
