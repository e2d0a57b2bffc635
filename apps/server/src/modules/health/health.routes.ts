import { healthResponseSchema } from '@pepites/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Tells whether the server and its database answer', response: { 200: healthResponseSchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const, catalog: app.config.catalog };
    },
  );
};
