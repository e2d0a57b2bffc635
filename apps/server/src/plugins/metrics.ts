import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { unauthenticated } from '../lib/errors.js';
import { createMetrics, type Metrics, type PoolUse } from '../lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (lib/metrics.ts); counted whether or not /metrics is served. */
    metrics: Metrics;
  }
}

const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Compares digests rather than the texts: equal lengths for timingSafeEqual, and a wrong token's
 * length tells nothing either.
 */
function bearerMatcher(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const given = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

/** The pool behind drizzle on PostgreSQL; PGlite has none. */
function poolReader(app: FastifyInstance): (() => PoolUse) | null {
  const client = (app.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  return () => ({
    total: client.totalCount,
    idle: client.idleCount,
    waiting: client.waitingCount,
    max: client.options.max ?? 10,
  });
}

function serveMetrics(app: FastifyInstance, token: string): void {
  const authorized = bearerMatcher(token);
  app.get(
    METRICS_PATH,
    // Not API, so not in the OpenAPI document; a scrape every few seconds would fill the info log.
    { schema: { hide: true }, logLevel: 'warn' },
    async (request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('cache-control', 'no-store');
      if (!authorized(request.headers.authorization)) {
        request.log.warn('metrics: a scrape without the right bearer token was refused');
        void reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthenticated();
      }
      return reply.type(app.metrics.contentType).send(await app.metrics.scrape());
    },
  );
}

/**
 * Prometheus metrics (docs/decisions/031-metrics.md): always counted in a registry of this app's,
 * served at GET /metrics only when METRICS_TOKEN is set, and only to a caller bearing it.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.config.metricsToken;
    const openStreams = () => (app.hasDecorator('notificationHub') ? app.notificationHub.streamCount() : 0);
    app.decorate('metrics', createMetrics({ poolUse: poolReader(app), openStreams }, { withProcess: !!token }));
    if (!token) return;
    const { metrics } = app;
    // A callback hook: an async one would cost every request a promise.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? null,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
    serveMetrics(app, token);
  },
  { name: 'pepites-metrics' },
);
