import { apiRoutes, type HealthResponse } from '@pepites/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';

/** A dependency that takes longer than this to answer a trivial question counts as down. */
export const PROBE_TIMEOUT_MS = 2000;

async function probe(work: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work().then(() => 'ok' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(app: FastifyInstance): Promise<HealthResponse> {
  const [database, redis] = await Promise.all([
    probe(() => app.db.execute(sql`select 1`)),
    app.redis ? probe(() => app.redis?.ping() ?? Promise.resolve()) : Promise.resolve(undefined),
  ]);
  const down = [database === 'down' ? 'database' : null, redis === 'down' ? 'redis' : null].filter(Boolean);
  return {
    status: down.length === 0 ? 'ok' : 'unavailable',
    database,
    ...(redis ? { redis } : {}),
    catalog: app.config.catalog,
    ...(down.length > 0 ? { reason: `${down.join(' and ')} not answering` } : {}),
  };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.health, {
      tags: ['system'],
      summary:
        'Readiness: 200 when the database (and Redis, when configured) answer, else 503 with the reason (or 503 service_unavailable while the process sheds load)',
    }),
    handler: async (_request, reply) => {
      const health = await readiness(app);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  });
};
