import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/admin.routes.js';
import { adminOutboxRoutes } from './admin/outbox.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { resetRoutes } from './auth/reset.routes.js';
import { profileRoutes } from './users/profile.routes.js';
import { usersRoutes } from './users/users.routes.js';

/** The accounts API modules (auth, users, admin), mounted under /api. */
export const accountModules: FastifyPluginAsync = async (api) => {
  await api.register(authRoutes);
  await api.register(resetRoutes);
  await api.register(usersRoutes);
  await api.register(profileRoutes);
  await api.register(adminOutboxRoutes);
  await api.register(adminRoutes);
  await api.register(notificationsRoutes);
};
