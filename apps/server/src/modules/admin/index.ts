import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin.routes.js';
import { adminOutboxRoutes } from './outbox.routes.js';

/** Moderation, badges by hand, the mail outbox: /admin/…, /users/getAll, /lists/getAll, /badge, /check-badges, /uploads/badge. */
export const adminModule: FastifyPluginAsync = async (api) => {
  await api.register(adminOutboxRoutes);
  await api.register(adminRoutes);
};
