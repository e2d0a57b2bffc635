import type { FastifyPluginAsync } from 'fastify';

/** The accounts API modules (auth, users, admin), mounted under /api. */
export const accountModules: FastifyPluginAsync = async () => {};
