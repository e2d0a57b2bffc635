import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cookie, database-backed sessions (`request.user`) and the cross-site request guard. Owned by the accounts work. */
export const sessionPlugin = fp(async (_app: FastifyInstance) => {});
