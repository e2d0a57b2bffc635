import type { FastifyPluginAsync } from 'fastify';
import { contentRoutes } from './content.routes.js';
import { homeListsRoutes } from './home-lists.routes.js';
import { likesRoutes } from './likes.routes.js';
import { listsRoutes } from './lists.routes.js';

export { itemsCheckPlugin } from './items-check.js';
export { listMeta, metaTags, siteMeta, type PageMeta } from './link-preview.js';
export { toggleLike } from './reactions.service.js';
export { catalogItem, type CatalogItem } from './catalog-item.js';
export { listSummaries } from './list-views.js';
export { listsVisibleTo, ownList, visibleList, type ListHead } from './list-access.js';
export { cardColumns, toCard, type CardRow } from './home-lists.queries.js';
export { itemTitles, type ItemTitles } from './item-titles.js';

/** Lists, likes, items and seen marks (docs/product.md#lists): /list/…, /lists/…, /user/{id}/lists, /{listId}/content…, /content/{id}/seen/…. */
export const listsModule: FastifyPluginAsync = async (api) => {
  await api.register(listsRoutes);
  await api.register(likesRoutes);
  await api.register(contentRoutes);
  await api.register(homeListsRoutes);
};
