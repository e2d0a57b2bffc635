import { apiRoutes } from '@pepites/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { notFound } from '../../lib/errors.js';
import { isAdmin } from '../../lib/guards.js';
import { getUserBadges, getUserStats } from './user-stats.queries.js';
import { findUserById, toUserView } from './users.queries.js';

const tags = ['users'];

/** The user themself and the admin see private lists and the email. */
const seesPrivate = (request: FastifyRequest, userId: number) => request.user?.id === userId || isAdmin(request.user);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const existingUser = async (id: number) => {
    const row = await findUserById(app.db, id);
    if (!row) throw notFound();
    return row;
  };

  app.route({
    ...apiRoute(apiRoutes.user, { tags, summary: 'A user profile (email only for that user or the admin)' }),
    handler: async (request) => {
      const row = await existingUser(request.params.id);
      return { user: await toUserView(app.db, row, seesPrivate(request, row.id)) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.userBadges, { tags, summary: 'Badges the user unlocked, oldest first' }),
    handler: async (request) => {
      const row = await existingUser(request.params.id);
      return { badges: await getUserBadges(app.db, row.id) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.userStats, {
      tags,
      summary: 'List counts by type and likes received (public lists unless it is the caller)',
    }),
    handler: async (request) => {
      const row = await existingUser(request.params.id);
      return getUserStats(app.db, row.id, seesPrivate(request, row.id));
    },
  });
};
