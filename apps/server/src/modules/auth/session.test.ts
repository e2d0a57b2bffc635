import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, csrf, injectAs, loginAs, TEST_PASSWORD, uniqueAddress } from '../../test/auth-helpers.js';
import { sha256 } from '../../lib/tokens.js';

const DAY_SECONDS = 24 * 60 * 60;

function rawSetCookie(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [String(header)];
  return all.find((line: string) => line.startsWith('pepites_session=')) ?? '';
}

describe('session cookie and cross-site guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (email: string, remember?: boolean, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...csrf, ...(cookie ? { cookie } : {}) },
      remoteAddress: uniqueAddress(),
      payload: { email, password: TEST_PASSWORD, ...(remember === undefined ? {} : { remember }) },
    });

  it('sets an httpOnly, SameSite=Lax, path=/ browser-session cookie (no Max-Age, not Secure on http)', async () => {
    const user = await createUser(t.app);
    const line = rawSetCookie(await login(user.email));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Max-Age/i);
    expect(line).not.toMatch(/Expires/i);
    expect(line).not.toMatch(/Secure/);
  });

  it('gives a 30-day Max-Age with remember, and the row lasts 30 days (vs 1 day without)', async () => {
    const user = await createUser(t.app);
    const remembered = await login(user.email, true);
    const maxAge = Number(/Max-Age=(\d+)/.exec(rawSetCookie(remembered))?.[1]);
    expect(maxAge).toBeGreaterThan(30 * DAY_SECONDS - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * DAY_SECONDS);
    await login(user.email, false);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const lifetimes = rows.map((row) => ({
      persistent: row.persistent,
      days: Math.round((row.expiresAt.getTime() - Date.now()) / 86_400_000),
    }));
    expect(lifetimes).toEqual(
      expect.arrayContaining([
        { persistent: true, days: 30 },
        { persistent: false, days: 1 },
      ]),
    );
  });

  it('stores only the sha256 of the random session id', async () => {
    const user = await createUser(t.app);
    const response = await login(user.email);
    const signed = response.cookies.find((c) => c.name === 'pepites_session')?.value ?? '';
    const id = signed.slice(0, signed.lastIndexOf('.'));
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.idHash).toBe(sha256(id));
    expect(JSON.stringify(row)).not.toContain(id);
  });

  it('issues a new session id at every login and drops the one the browser came with', async () => {
    const user = await createUser(t.app);
    const first = await loginAs(t.app, user);
    const second = login(user.email, false, first);
    const secondCookie = (await second).cookies.find((c) => c.name === 'pepites_session')?.value;
    expect(`pepites_session=${secondCookie}`).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: first } });
    expect(old.json()).toEqual({ user: null });
    expect(old.cookies.find((c) => c.name === 'pepites_session')?.value).toBe('');
  });

  it('ignores an expired session row', async () => {
    const user = await createUser(t.app);
    const cookie = await loginAs(t.app, user);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(response.json()).toEqual({ user: null });
  });

  describe('cross-site guard', () => {
    it('refuses a state-changing call without X-Requested-With with 403 csrf_failed (fr and en)', async () => {
      const fr = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.cd', password: 'x' } });
      expect(fr.statusCode).toBe(403);
      expect(fr.json()).toEqual({
        code: 'csrf_failed',
        message: "La requête a été refusée car elle ne vient pas de l'application.",
      });
      const en = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { 'accept-language': 'en' } });
      expect(en.statusCode).toBe(403);
      expect(en.json()).toEqual({
        code: 'csrf_failed',
        message: 'The request was refused because it does not come from the app.',
      });
    });

    it('guards GET /api/logout too, but not other GETs', async () => {
      const user = await createUser(t.app);
      const cookie = await loginAs(t.app, user);
      const logout = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
      expect(logout.statusCode).toBe(403);
      const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(session.json().user).toMatchObject({ id: user.id });
    });

    it('guards the route, not the spelling of its URL: percent-encoded paths get the same 403', async () => {
      const user = await createUser(t.app);
      const cookie = await loginAs(t.app, user);
      const crossSite = { cookie, 'sec-fetch-site': 'cross-site' };
      for (const url of ['/api/%6cogout', '/%61pi/logout', '/api/logout/', '/api//logout']) {
        const response = await t.app.inject({ method: 'GET', url, headers: crossSite });
        // Unknown spellings are no route at all (404); none of them signs the user out.
        expect([url, response.statusCode]).toEqual([
          url,
          url.startsWith('/api/logout/') || url === '/api//logout' ? 404 : 403,
        ]);
      }
      const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(session.json().user).toMatchObject({ id: user.id });

      const foreign = { origin: 'https://evil.example' };
      const writes: [string, object][] = [
        ['/%61pi/register', { user_name: 'encodedpath', email: 'encoded@example.test', password: TEST_PASSWORD }],
        ['/%61pi/login', { email: user.email, password: TEST_PASSWORD }],
        ['/%61pi/contact', { email: 'lea@exemple.fr', message: 'Bonjour' }],
        ['/%61pi/reset-password', { email: user.email }],
        ['/api/%6cogin', { email: user.email, password: TEST_PASSWORD }],
      ];
      for (const [url, payload] of writes) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: foreign,
          remoteAddress: uniqueAddress(),
          payload,
        });
        expect([url, response.statusCode, response.json().code]).toEqual([url, 403, 'csrf_failed']);
      }
    });

    it.each([
      [{ 'x-requested-with': 'XMLHttpRequest' }],
      [{ ...csrf, origin: 'https://evil.example' }],
      [{ ...csrf, origin: 'null' }],
      [{ ...csrf, 'sec-fetch-site': 'cross-site' }],
      [{ ...csrf, 'sec-fetch-site': 'same-site' }],
    ])('refuses headers %j with 403', async (headers) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('csrf_failed');
    });

    it.each([
      [{ ...csrf }],
      [{ ...csrf, origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }],
      [{ ...csrf, origin: 'http://127.0.0.1:5173', host: '127.0.0.1:5173' }],
    ])('accepts our own requests %j', async (headers) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe('session cookie behind https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://pepites.example' });
    try {
      const user = await createUser(t.app);
      const response = await injectAs(t.app, undefined, {
        method: 'POST',
        url: '/api/login',
        headers: { origin: 'https://pepites.example' },
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(rawSetCookie(response)).toMatch(/; Secure/);
    } finally {
      await t.close();
    }
  });
});
