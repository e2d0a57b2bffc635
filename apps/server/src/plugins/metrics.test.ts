import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { RATE_LIMITS } from '../lib/rate-limit/rules.js';
import { loggerOptions } from '../lib/log.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { cookieFor, createUser, uniqueAddress } from '../test/auth-helpers.js';
import { openEventStream } from '../test/event-stream.js';
import { captureLog } from '../test/log-capture.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line (`name{labels} value`) of a scrape, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: a 404 like any unknown address, even with a bearer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const log = captureLog();
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { logger: loggerOptions('trace', log.stream) });
  });
  afterAll(() => t.close());

  it('refuses a caller without the bearer token: 401 in the JSON error shape, with WWW-Authenticate', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer\b/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ code: 'unauthenticated', message: expect.any(String) });
      expect(response.body).not.toContain('pepites_');
    }
  });

  it('answers the bearer in the Prometheus text format, never to be cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE pepites_http_request_duration_seconds histogram');
    // prom-client's defaults: memory, heap and the event loop's delay.
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(response.body).toContain(`# TYPE ${name} gauge`);
  });

  it('times requests by route pattern and status, never by raw URL; unknown addresses share one label', async () => {
    const stats = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(stats.statusCode).toBe(200);
    const user = await t.app.inject({ method: 'GET', url: '/api/user/987654' });
    expect(user.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'DELETE', url: '/nothing/here/12345' });
    expect(unknown.statusCode).toBe(404);

    const text = await scrape();
    expect(
      sample(text, 'pepites_http_request_duration_seconds_count{route="/api/stats",method="GET",status_code="200"}'),
    ).toBe(1);
    expect(
      sample(text, 'pepites_http_request_duration_seconds_count{route="/api/user/:id",method="GET",status_code="404"}'),
    ).toBe(1);
    expect(
      sample(text, 'pepites_http_request_duration_seconds_count{route="unmatched",method="DELETE",status_code="404"}'),
    ).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('/nothing/here');
  });

  it("counts the visitors' cache's misses and hits", async () => {
    const before = await scrape();
    const hits = sample(before, 'pepites_cache_hits_total{cache="visitor_api"}') ?? -1;
    const misses = sample(before, 'pepites_cache_misses_total{cache="visitor_api"}') ?? -1;
    const first = await t.app.inject({ method: 'GET', url: '/api/lists/getTotalLikes' });
    const second = await t.app.inject({ method: 'GET', url: '/api/lists/getTotalLikes' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');

    const after = await scrape();
    expect(sample(after, 'pepites_cache_misses_total{cache="visitor_api"}')).toBe(misses + 1);
    expect(sample(after, 'pepites_cache_hits_total{cache="visitor_api"}')).toBe(hits + 1);
    expect(sample(after, 'pepites_cache_hits_total{cache="pages"}')).toBe(0);
  });

  it('counts a rate-limit refusal under its limiter', async () => {
    const ip = uniqueAddress();
    const check = () =>
      t.app.inject({ method: 'GET', url: '/api/users/check-email-availability?email=x', remoteAddress: ip });
    for (let index = 0; index < RATE_LIMITS.availability[0].max; index++) expect((await check()).statusCode).toBe(200);
    expect(sample(await scrape(), 'pepites_rate_limit_refusals_total{limiter="availability"}')).toBe(0);
    expect((await check()).statusCode).toBe(429);

    const text = await scrape();
    expect(sample(text, 'pepites_rate_limit_refusals_total{limiter="availability"}')).toBe(1);
    expect(sample(text, 'pepites_rate_limit_refusals_total{limiter="login"}')).toBe(0);
  });

  it("reports each queue's waiting jobs, read from the queue, and counts its failures", async () => {
    expect(sample(await scrape(), 'pepites_jobs_queued{queue="sweep-uploads"}')).toBe(0);
    // A job due in an hour waits in its queue.
    await t.database.db.transaction(async (tx) => {
      const id = await t.app.jobs.send('sweep-uploads', {}, { db: tx });
      await tx.execute(sql`update pgboss.job set start_after = now() + interval '1 hour' where id = ${id}`);
    });
    t.app.metrics.jobs.failed('mail-contact');
    t.app.metrics.jobs.failed('mail-contact');

    const text = await scrape();
    expect(sample(text, 'pepites_jobs_queued{queue="sweep-uploads"}')).toBe(1);
    expect(sample(text, 'pepites_jobs_queued{queue="mail-contact"}')).toBe(0);
    expect(sample(text, 'pepites_jobs_failed_total{queue="mail-contact"}')).toBe(2);
  });

  it("reports the open notification streams, and the database pool's use on PostgreSQL only", async () => {
    const member = await createUser(t.app);
    const stream = await openEventStream(t.app, '/api/notifications/stream', await cookieFor(t.app, member));
    try {
      expect(stream.status).toBe(200);
      expect(await stream.next()).toBe('ready');
      const text = await scrape();
      expect(sample(text, 'pepites_notification_streams_open')).toBe(1);
      const onPostgres = t.database.kind === 'postgres';
      expect(sample(text, 'pepites_db_pool_max_connections')).toBe(onPostgres ? 10 : undefined);
      // The job queue's workers share the pool, so some queries may be waiting: a count, not zero.
      expect(typeof sample(text, 'pepites_db_pool_waiting')).toBe(onPostgres ? 'number' : 'undefined');
      expect(sample(text, 'pepites_db_pool_connections{state="idle"}') !== undefined).toBe(onPostgres);
    } finally {
      stream.close();
    }
  });

  it('keeps its counts apart from another app in the same process', async () => {
    const other = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('route="/api/stats"');
      expect(
        sample(
          await scrape(),
          'pepites_http_request_duration_seconds_count{route="/api/stats",method="GET",status_code="200"}',
        ),
      ).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('never writes the token to the log, and logs the refused scrapes', () => {
    expect(log.lines.some((line) => line.includes('a scrape without the right bearer token was refused'))).toBe(true);
    expect(log.lines.filter((line) => line.includes(TOKEN.slice(0, 20)))).toEqual([]);
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused when shorter than 16 characters, and the error does not show it', () => {
    let error: unknown;
    try {
      loadConfig({ METRICS_TOKEN: 'short-secret' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe('METRICS_TOKEN');
    expect((error as ConfigError).message).not.toContain('short-secret');
  });
});
