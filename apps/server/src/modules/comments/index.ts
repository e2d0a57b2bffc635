import type { FastifyPluginAsync } from 'fastify';
import { commentReportsRoutes } from './comment-reports.routes.js';
import { commentsRoutes } from './comments.routes.js';

/** Comments under lists and their reports (docs/product.md#comments): /list/{listId}/comments, /comments/…, /admin/comment-reports…. */
export const commentsModule: FastifyPluginAsync = async (api) => {
  await api.register(commentsRoutes);
  await api.register(commentReportsRoutes);
};
