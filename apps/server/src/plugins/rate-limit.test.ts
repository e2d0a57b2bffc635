import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../lib/rate-limit/rules.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { csrf, uniqueAddress } from '../test/auth-helpers.js';
import { buildApp } from '../app.js';
import { testRedisUrl } from '../test/db-url.js';

const CONTACT_MAX = RATE_LIMITS.contact[0].max;
const message = { email: 'lea@exemple.fr', message: 'Bonjour' };

const contact = (t: Pick<TestApp, 'app'>, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact', headers: csrf, remoteAddress: ip, payload: message });

describe('rate limits shared through Redis', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('counts one budget across several server processes', async () => {
    const first = await createTestApp({ REDIS_URL: testRedisUrl() });
    apps.push(first);
    // A second process: same database, same Redis, same key prefix (its own app instance).
    const prefix = `pepites:test:${randomUUID()}:`;
    const [a, b] = await Promise.all(
      [0, 1].map(() => buildApp({ config: first.config, database: first.database, rateLimitPrefix: prefix })),
    );
    if (!a || !b) throw new Error('apps not built');
    try {
      const ip = uniqueAddress();
      const statuses: number[] = [];
      for (let index = 0; index < CONTACT_MAX; index++)
        statuses.push((await contact({ app: index % 2 ? a : b }, ip)).statusCode);
      expect(statuses).toEqual(Array(CONTACT_MAX).fill(200));
      expect((await contact({ app: a }, ip)).statusCode).toBe(429);
      expect((await contact({ app: b }, ip)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps limiting in the process when Redis does not answer', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    apps.push(t);
    const ip = uniqueAddress();
    for (let index = 0; index < CONTACT_MAX; index++) expect((await contact(t, ip)).statusCode).toBe(200);
    expect((await contact(t, ip)).statusCode).toBe(429);
    expect((await contact(t, uniqueAddress())).statusCode).toBe(200);
  });

  it('believes one proxy hop with TRUST_PROXY=1: a client cannot choose its address by forging X-Forwarded-For', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    apps.push(t);
    const real = uniqueAddress();
    const viaProxy = (forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '127.0.0.1',
        headers: { ...csrf, 'x-forwarded-for': `${forged}, ${real}` },
        payload: message,
      });
    for (let index = 0; index < CONTACT_MAX; index++)
      expect((await viaProxy(`203.0.113.${index + 1}`)).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.200')).statusCode).toBe(429);
  });

  it('believes no X-Forwarded-For at all by default', async () => {
    const t = await createTestApp({ TRUST_PROXY: '0' });
    apps.push(t);
    const spoofed = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '198.51.100.99',
        headers: { ...csrf, 'x-forwarded-for': `203.0.113.${index}` },
        payload: message,
      });
    for (let index = 0; index < CONTACT_MAX; index++) expect((await spoofed(index)).statusCode).toBe(200);
    expect((await spoofed(99)).statusCode).toBe(429);
  });
});
