import { apiRoutes } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { countPublicLikes, mostLikedUsers, platformStats } from './stats.queries.js';

const tags = ['stats'];

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.platformStats, {
      tags,
      summary: 'Home counters: members, public lists, likes on public lists',
    }),
    config: { visitorCache: true },
    handler: async () => platformStats(app.db),
  });

  app.route({
    ...apiRoute(apiRoutes.mostLiked, { tags, summary: 'The 20 users with the most likes on their public lists' }),
    config: { visitorCache: true },
    handler: async () => mostLikedUsers(app.db),
  });

  app.route({
    ...apiRoute(apiRoutes.totalLikes, { tags, summary: 'Total likes on public lists' }),
    config: { visitorCache: true },
    handler: async () => ({ total_likes: await countPublicLikes(app.db) }),
  });
};
