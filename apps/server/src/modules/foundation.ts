import type { FastifyPluginAsync } from 'fastify';

/** The foundation's API modules (contact, stats, tags, badges, uploads...), mounted under /api. */
export const foundationModules: FastifyPluginAsync = async () => {};
