import { apiRoutes, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { requireSelf } from '../../lib/guards.js';
import { rewardLike } from './after-write.js';
import { visibleList } from './list-access.js';
import { likersPage, toggleLike } from './reactions.service.js';

const tags = ['lists'];

export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.toggleLike, {
      tags,
      summary: 'Toggles the caller’s like on a list they can see (the caller must be userId)',
    }),
    preHandler: app.rateLimits.guard('like'),
    handler: async (request) => {
      const user = requireSelf(request, request.params.userId);
      const list = await visibleList(app.db, request.params.id, user);
      const result = await toggleLike(app.db, list.id, user.id);
      if (result.liked) await rewardLike(app, list, user);
      return { message: translateMessage(result.liked ? 'list.liked' : 'list.unliked', request.lang), ...result };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.likers, { tags, summary: 'Who liked a list, newest first' }),
    config: { visitorCache: true },
    handler: async (request) => {
      const list = await visibleList(app.db, request.params.id, request.user);
      const { page, limit } = request.query;
      const found = await likersPage(app.db, list.id, { limit, offset: (page - 1) * limit });
      return { ...found, page, totalPages: Math.max(1, Math.ceil(found.total / limit)) };
    },
  });
};
