import { homeListsResponseSchema } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeLists } from './home-lists.queries.js';
import { itemTitles } from './item-titles.js';

export const homeListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lists/home',
    {
      // Public lists only, without the caller's likes: members share the visitors' kept answer.
      config: { visitorCache: true, sameForMembers: true },
      schema: {
        tags: ['lists'],
        summary: "The home page's lists: the week's most liked (then the all-time most liked) and the newest, public ones with items, as cards with their first posters",
        response: { 200: homeListsResponseSchema },
      },
    },
    async (request) => homeLists(app.db, itemTitles(app.catalog, request.lang)),
  );
};
