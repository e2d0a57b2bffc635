import { mostLikedResponseSchema, platformStatsSchema, totalLikesResponseSchema } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countPublicLikes, mostLikedUsers, platformStats } from './stats.queries.js';

const tags = ['stats'];

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    { config: { visitorCache: true }, schema: { tags, summary: 'Home counters: members, public lists, likes on public lists', response: { 200: platformStatsSchema } } },
    async () => platformStats(app.db),
  );

  app.get(
    '/lists/getMostLiked',
    { config: { visitorCache: true }, schema: { tags, summary: 'The 20 users with the most likes on their public lists', response: { 200: mostLikedResponseSchema } } },
    async () => mostLikedUsers(app.db),
  );

  app.get(
    '/lists/getTotalLikes',
    { config: { visitorCache: true }, schema: { tags, summary: 'Total likes on public lists', response: { 200: totalLikesResponseSchema } } },
    async () => ({ total_likes: await countPublicLikes(app.db) }),
  );
};
