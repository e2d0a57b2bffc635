import type { FastifyPluginAsync } from 'fastify';
import { contactRoutes } from './contact/contact.routes.js';
import { referenceRoutes } from './reference/reference.routes.js';
import { statsRoutes } from './stats/stats.routes.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';

/** The foundation's API modules (contact, stats, tags, badges, uploads...), mounted under /api. */
export const foundationModules: FastifyPluginAsync = async (api) => {
  await api.register(contactRoutes);
  await api.register(statsRoutes);
  await api.register(referenceRoutes);
  await api.register(uploadsRoutes);
};
