import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testRedisUrl } from '../../test/db-url.js';

/** What GET /api/health answers on that app: its status code and its body. */
async function healthOf(app: TestApp['app']) {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  return { statusCode: response.statusCode, body: response.json<unknown>() };
}

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers ok once the database answers', async () => {
    expect(await healthOf(t.app)).toEqual({
      statusCode: 200,
      body: { status: 'ok', database: 'ok', catalog: 'offline' },
    });
  });

  it('answers an unknown API route with a JSON 404 in the caller language', async () => {
    const fr = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toMatchObject({ code: 'not_found', message: "Cette ressource n'existe pas." });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.json()).toMatchObject({ code: 'not_found', message: 'This resource does not exist.' });
  });
});

describe('readiness', () => {
  it('is 503 with the reason when the database does not answer', async () => {
    const t = await createTestApp();
    const close = t.database.close;
    await close();
    t.database.close = async () => undefined;
    try {
      expect(await healthOf(t.app)).toEqual({
        statusCode: 503,
        body: { status: 'unavailable', database: 'down', catalog: 'offline', reason: 'database not answering' },
      });
    } finally {
      await t.close();
    }
  });

  it('is 503 with the reason when the configured Redis does not answer, 200 when it does', async () => {
    const down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const up = await createTestApp({ REDIS_URL: testRedisUrl() });
    try {
      expect(await healthOf(down.app)).toMatchObject({
        statusCode: 503,
        body: { status: 'unavailable', database: 'ok', redis: 'down', reason: 'redis not answering' },
      });
      expect(await healthOf(up.app)).toEqual({
        statusCode: 200,
        body: { status: 'ok', database: 'ok', redis: 'ok', catalog: 'offline' },
      });
    } finally {
      await down.close();
      await up.close();
    }
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After, in our error shape, while the event loop is saturated', async () => {
    const t = await createTestApp();
    const app = await buildApp({
      config: t.config,
      database: t.database,
      pressure: { maxEventLoopDelayMs: 20, sampleIntervalMs: 10 },
    });
    await app.ready();
    try {
      // Hold the event loop, as a runaway computation would, then let one sample see it.
      const until = Date.now() + 400;
      while (Date.now() < until) {
        // busy
      }
      await new Promise((resolve) => setTimeout(resolve, 15));
      const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'en' } });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        code: 'service_unavailable',
        message: 'Pépites is briefly unavailable. Please try again in a moment.',
      });
    } finally {
      await app.close();
      await t.close();
    }
  });
});
