import type { FastifyPluginAsync } from 'fastify';
import { contentRoutes } from './lists/content.routes.js';
import { homeListsRoutes } from './lists/home-lists.routes.js';
import { likesRoutes } from './lists/likes.routes.js';
import { listsRoutes } from './lists/lists.routes.js';

/** Lists, likes, items and seen marks (docs/product.md#lists), mounted under /api. */
export const listModules: FastifyPluginAsync = async (api) => {
  await api.register(listsRoutes);
  await api.register(likesRoutes);
  await api.register(contentRoutes);
  await api.register(homeListsRoutes);
};
