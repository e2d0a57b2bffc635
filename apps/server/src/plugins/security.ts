import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers (helmet with a CSP for our own assets only). Owned by the foundation work. */
export const securityPlugin = fp(async (_app: FastifyInstance) => {});
