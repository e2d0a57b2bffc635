import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index.js';
import { createTestApp, type TestApp } from './app.js';
import { cookieFor, createAdmin, csrf, loginAs, signUp, TEST_PASSWORD, uniqueAddress, uniqueUserName, type TestUser } from './auth-helpers.js';

/**
 * Walks every API route (as `app.swagger()` lists them, so new routes are walked too) as a visitor,
 * two users and the admin, and fails if a response carries a password hash, a reset token, a
 * session id, or the email of someone other than the caller.
 */
type Caller = 'visitor' | 'alice' | 'bruno' | 'admin';
interface Account extends TestUser {
  uploadUrl: string;
}

const rawSessionId = (cookie: string) => {
  const value = cookie.slice(cookie.indexOf('=') + 1);
  return value.slice(0, value.lastIndexOf('.'));
};

function multipart(bytes: Buffer) {
  const boundary = 'leaks-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('no response leaks secrets or other people’s emails', () => {
  let t: TestApp;
  let accounts: Record<'alice' | 'bruno' | 'admin', Account>;
  let png: Buffer;
  const sessionIds: string[] = [];
  const resetTokens: string[] = [];

  async function account(user: TestUser): Promise<Account> {
    const cookie = await loginAs(t.app, user, { remember: true });
    sessionIds.push(rawSessionId(cookie));
    const upload = await t.app.inject({ method: 'POST', url: '/api/uploads/avatar', ...multipart(png), headers: { ...multipart(png).headers, ...csrf, cookie } });
    return { ...user, uploadUrl: upload.json<{ url: string }>().url };
  }

  async function registered(prefix: string): Promise<TestUser> {
    const user_name = uniqueUserName(prefix);
    const input = { user_name, email: `${user_name}@example.test`, password: TEST_PASSWORD };
    const response = await signUp(t.app, input);
    expect(response.statusCode).toBe(201);
    return { id: response.json().user.id, ...input, role: 'user' };
  }

  beforeAll(async () => {
    t = await createTestApp();
    png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#48c' } }).png().toBuffer();
    accounts = {
      alice: await account(await registered('alice')),
      bruno: await account(await registered('bruno')),
      admin: await account(await createAdmin(t.app)),
    };
    for (const user of [accounts.alice, accounts.bruno]) {
      await t.app.inject({ method: 'POST', url: '/api/reset-password', headers: csrf, remoteAddress: uniqueAddress(), payload: { email: user.email, lang: 'en' } });
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, user.email)).orderBy(desc(outbox.id)).limit(1);
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error('no reset token mailed');
      resetTokens.push(token);
    }
  });
  afterAll(async () => t.close());

  function secretsFor(caller: Caller): string[] {
    const always = ['$argon2', ...sessionIds];
    // The admin reads every mail (reset links included) and every email by design.
    if (caller === 'admin') return always;
    const others = Object.entries(accounts).filter(([name]) => name !== caller).map(([, user]) => user.email);
    return [...always, ...resetTokens, ...others];
  }

  function sample(route: string, caller: Caller, self: Account | undefined): { query?: string; payload?: unknown; headers?: Record<string, string> } {
    const other = caller === 'alice' ? accounts.bruno : accounts.alice;
    switch (route) {
      case 'POST /api/register': {
        const user_name = uniqueUserName('walker');
        return { payload: { user_name, email: `${user_name}@example.test`, password: TEST_PASSWORD } };
      }
      case 'POST /api/login':
        return { payload: self ? { email: self.email, password: self.password } : { email: 'nobody@example.test', password: 'Nope-nope1' } };
      case 'POST /api/reset-password':
        return { payload: { email: self?.email ?? other.email, lang: 'fr' } };
      case 'POST /api/reset-password/confirm':
        return { payload: { token: 'not-a-token', password: TEST_PASSWORD } };
      case 'PUT /api/update/{userId}':
        return { payload: { username: self?.user_name ?? 'visitor1', avatar: self?.uploadUrl } };
      case 'POST /api/contact':
        return { payload: { email: 'reader@example.com', subject: 'Hi', message: 'Hello there.' } };
      case 'POST /api/uploads/avatar':
        return multipart(png);
      case 'GET /api/users/check-username-availability':
        return { query: `user_name=${other.user_name}` };
      case 'GET /api/users/check-email-availability':
        return { query: `email=${encodeURIComponent(other.email)}` };
      default:
        return route.startsWith('GET ') ? {} : { payload: {} };
    }
  }

  it.each(['visitor', 'alice', 'bruno', 'admin'] as const)('walks every API route as %s', async (caller) => {
    const self = caller === 'visitor' ? undefined : accounts[caller];
    const paths = (t.app.swagger() as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
    const secrets = secretsFor(caller);
    let walked = 0;
    for (const [template, methods] of Object.entries(paths)) {
      if (!template.startsWith('/api/')) continue;
      for (const method of Object.keys(methods).map((name) => name.toUpperCase())) {
        const route = `${method} ${template}`;
        const targets = [accounts.alice, accounts.bruno].map((owner) =>
          template.replace('/api/uploads/{id}', owner.uploadUrl).replace(/\{[^}]+\}/g, String(owner.id)),
        );
        for (const url of targets) {
          const { query, payload, headers } = sample(route, caller, self);
          const cookie = self ? await cookieFor(t.app, self) : undefined;
          if (cookie) sessionIds.push(rawSessionId(cookie));
          const response = await t.app.inject({
            method: method as 'GET',
            url: query ? `${url}?${query}` : url,
            remoteAddress: uniqueAddress(),
            payload: payload as string | Buffer | object | undefined,
            headers: { ...csrf, ...(cookie ? { cookie } : {}), ...headers },
          });
          const seen = `${JSON.stringify(response.headers)}\n${response.body}`;
          for (const secret of [...secrets, ...(cookie ? [rawSessionId(cookie)] : [])]) {
            expect(seen.includes(secret), `${route} (${url}) as ${caller} leaks ${secret.slice(0, 12)}…`).toBe(false);
          }
          walked += 1;
        }
      }
    }
    expect(walked).toBeGreaterThan(40);
  });
});
