import { randomUUID } from 'node:crypto';
import { createCacheEntry, type Cache } from '@epic-web/cachified';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../../test/db-url.js';
import { upstreamError, useUpstreamServer } from '../../../test/live-catalog.js';
import { captureLog } from '../../../test/log-capture.js';
import { createUpstream, questionOf, type UpstreamOptions } from './upstream.js';
import { memoryCache, redisCache } from './upstream-caches.js';

/**
 * How the live clients ask: what cachified keeps and shares, what the HTTP part retries, against an
 * msw service. Each question has an address of its own, so the shared Redis holds no other test's.
 */
const SERVICE = 'https://service.example';
const { server, calls, record } = useUpstreamServer();
const quick = { backoffMs: [5, 10], timeoutMs: 200, maxRetryAfterMs: 2000 };

function upstreamOn(cache: Cache = memoryCache(), more: Partial<UpstreamOptions> = {}) {
  return createUpstream({ service: 'test', cache, ...quick, ...more });
}
const newAddress = (query = '') => new URL(`${SERVICE}/answer/${randomUUID()}${query}`);
const ask = (upstream: ReturnType<typeof upstreamOn>, url: URL, notFoundIsNull = false) =>
  upstream.get(questionOf(url), { url, ttlSeconds: 60, notFoundIsNull });
const answering = (respond: () => Response | Promise<Response>) =>
  server.use(http.get(`${SERVICE}/answer/:id`, ({ request }) => (record(request), respond())));

describe('asking upstream through cachified', () => {
  it('asks once for two concurrent identical questions, then serves the kept answer without asking', async () => {
    const upstream = upstreamOn();
    const url = newAddress();
    answering(async () => (await delay(20), HttpResponse.json({ asked: calls.length })));
    expect(await Promise.all([ask(upstream, url), ask(upstream, url)])).toEqual([{ asked: 1 }, { asked: 1 }]);
    answering(() => new HttpResponse(null, { status: 500 }));
    expect(await ask(upstream, url)).toEqual({ asked: 1 });
    expect(calls).toHaveLength(1);
    expect(upstream.stats).toEqual({ upstreamCalls: 1, cacheHits: 2, cacheMisses: 1 });
  });

  it('keeps no failure, shared or not: the next caller asks again', async () => {
    const upstream = upstreamOn();
    const url = newAddress();
    answering(() => HttpResponse.json({ status_code: 11 }, { status: 500 }));
    const [first, second] = await Promise.all([upstreamError(ask(upstream, url)), upstreamError(ask(upstream, url))]);
    expect([first.statusCode, second.statusCode]).toEqual([502, 502]);
    expect(calls).toHaveLength(3);
    answering(() => HttpResponse.json({ status_code: 7 }, { status: 401 }));
    await upstreamError(ask(upstream, url));
    expect(calls).toHaveLength(4);
    answering(() => HttpResponse.json({ fine: true }));
    expect(await ask(upstream, url)).toEqual({ fine: true });
    expect(calls).toHaveLength(5);
  });

  it('keeps a 404 that means "no such title", which is an answer', async () => {
    const upstream = upstreamOn();
    const url = newAddress();
    answering(() => HttpResponse.json({ status_code: 34 }, { status: 404 }));
    expect(await ask(upstream, url, true)).toBeNull();
    expect(await ask(upstream, url, true)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('refuses an answer that is not a JSON object, and keeps nothing of it', async () => {
    const upstream = upstreamOn();
    const url = newAddress();
    answering(() => HttpResponse.json([1, 2]));
    await upstreamError(ask(upstream, url));
    answering(() => HttpResponse.text('<html>'));
    await upstreamError(ask(upstream, url));
    expect(calls).toHaveLength(2);
  });
});

describe('retrying: Retry-After on 429 and 503', () => {
  // A backoff longer than the longest wait accepted: only a Retry-After can bring a second attempt.
  const patient = () => upstreamOn(memoryCache(), { backoffMs: [60_000], maxRetryAfterMs: 2000 });
  const busyOnce = (status: 429 | 503, retryAfter?: string) => {
    let attempts = 0;
    answering(
      () => (
        (attempts += 1),
        attempts === 1
          ? new HttpResponse(null, { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } })
          : HttpResponse.json({ attempts })
      ),
    );
  };

  it('retries a 429 after its Retry-After in seconds, and a 503 after one given as a date', async () => {
    busyOnce(429, '0');
    expect(await ask(patient(), newAddress())).toEqual({ attempts: 2 });
    busyOnce(503, new Date(Date.now() - 1000).toUTCString());
    expect(await ask(patient(), newAddress())).toEqual({ attempts: 2 });
  });

  it('gives up at once when the wait is longer than it accepts, named or not', async () => {
    busyOnce(429, '3600');
    await upstreamError(ask(patient(), newAddress()));
    expect(calls).toHaveLength(1);
    busyOnce(503);
    await upstreamError(ask(patient(), newAddress()));
    expect(calls).toHaveLength(2);
  });

  it('logs a failure without the key in the address', async () => {
    const { stream, lines } = captureLog();
    const app = Fastify({ logger: { level: 'info', stream } });
    const upstream = upstreamOn(memoryCache(), { log: app.log });
    answering(() => HttpResponse.json({ status_code: 7 }, { status: 401 }));
    await upstreamError(ask(upstream, newAddress('?api_key=secret-777&language=fr-FR')));
    await app.close();
    expect(lines.join('\n')).toContain('catalogue service answered 401');
    expect(lines.join('\n')).toContain('api_key=redacted');
    expect(lines.join('\n')).not.toContain('secret-777');
  });
});

describe('the shared cache in Redis', () => {
  const redis = new Redis(testRedisUrl());
  const written: string[] = [];
  afterAll(async () => {
    if (written.length) await redis.del(...written);
    redis.disconnect();
  });
  const redisKey = (url: URL) => {
    const key = `pepites:catalog:test:${questionOf(url)}`;
    written.push(key);
    return key;
  };

  it('serves an answer another process kept, without asking', async () => {
    const url = newAddress();
    await redis.set(redisKey(url), JSON.stringify(createCacheEntry({ kept: 'elsewhere' }, { ttl: 60_000 })));
    expect(await ask(upstreamOn(redisCache(redis)), url)).toEqual({ kept: 'elsewhere' });
    expect(calls).toHaveLength(0);
  });

  it('asks again for an entry past its TTL, and keeps the fresh one for the TTL asked', async () => {
    const url = newAddress();
    const old = createCacheEntry({ old: true }, { ttl: 60_000, createdTime: Date.now() - 61_000 });
    await redis.set(redisKey(url), JSON.stringify(old));
    answering(() => HttpResponse.json({ fresh: true }));
    expect(await ask(upstreamOn(redisCache(redis)), url)).toEqual({ fresh: true });
    expect(calls).toHaveLength(1);
    const expiresIn = await redis.pttl(redisKey(url));
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(60_000);
  });

  it('asks again when an entry fails the check, then keeps the fresh answer there', async () => {
    const { stream, lines } = captureLog();
    const app = Fastify({ logger: { level: 'info', stream } });
    const unusable = {
      'an answer kept before cachified': JSON.stringify({ results: [] }),
      'not JSON': '{"value":',
      'a list where an object is expected': JSON.stringify(createCacheEntry([1, 2], { ttl: 60_000 })),
      'a string': JSON.stringify(createCacheEntry('corrupt', { ttl: 60_000 })),
      'a null for a question where 404 is a failure': JSON.stringify(createCacheEntry(null, { ttl: 60_000 })),
      'an entry without its metadata': JSON.stringify({ value: { fine: false } }),
    };
    answering(() => HttpResponse.json({ fresh: true }));
    for (const [what, raw] of Object.entries(unusable)) {
      const url = newAddress();
      await redis.set(redisKey(url), raw);
      expect(await ask(upstreamOn(redisCache(redis), { log: app.log }), url), what).toEqual({ fresh: true });
      const kept = JSON.parse((await redis.get(redisKey(url))) ?? 'null') as {
        value: unknown;
        metadata: { ttl: number };
      };
      expect(kept, what).toMatchObject({ value: { fresh: true }, metadata: { ttl: 60_000 } });
      expect(await redis.pttl(redisKey(url)), what).toBeGreaterThan(0);
    }
    expect(calls).toHaveLength(Object.keys(unusable).length);
    await app.close();
    expect(lines.filter((line) => line.includes('catalogue cache entry unusable')).length).toBeGreaterThan(0);
  });

  it('costs a call upstream, not an answer, when Redis is down: the process keeps the answer meanwhile', async () => {
    const down = new Redis({
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const upstream = upstreamOn(redisCache(down));
    const url = newAddress();
    answering(() => HttpResponse.json({ fine: true }));
    expect(await ask(upstream, url)).toEqual({ fine: true });
    expect(await ask(upstream, url)).toEqual({ fine: true });
    expect(calls).toHaveLength(1);
    down.disconnect();
  });
});
