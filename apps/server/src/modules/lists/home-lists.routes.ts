import { apiRoutes } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { homeLists } from './home-lists.queries.js';
import { itemTitles } from './item-titles.js';

export const homeListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.homeLists, {
      tags: ['lists'],
      summary:
        "The home page's lists: the week's most liked (then the all-time most liked) and the newest, public ones with items, as cards with their first posters",
    }),
    // Public lists only, without the caller's likes: members share the visitors' kept answer.
    config: { visitorCache: true, sameForMembers: true },
    handler: async (request) => homeLists(app.db, itemTitles(app.catalog, request.lang)),
  });
};
