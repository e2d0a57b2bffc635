import {
  apiRoutes,
  browseListsBodySchema,
  browseListsQuerySchema,
  idParamSchema,
  translateMessage,
  USER_LISTS_ALL_MAX,
  type Lang,
} from '@pepites/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiRoute } from '../../lib/api-route.js';
import { requireSelf, requireUser } from '../../lib/guards.js';
import { notFound } from '../../lib/errors.js';
import { matchesIfNoneMatch } from '../../lib/etag.js';
import { browsePublicLists } from './browse.queries.js';
import { createListPreviews, PREVIEW_CACHE_CONTROL } from './link-preview.js';
import { ownList } from './list-access.js';
import { itemTitles } from './item-titles.js';
import { listSummaries } from './list-views.js';
import { createVisitorCards } from './visitor-cards.js';
import {
  createList,
  deleteList,
  likedListIds,
  listDetail,
  seesAllListsOf,
  updateList,
  userListIds,
} from './lists.service.js';
import { recordAction } from '../../db/moderation-log.js';
import { rewardListChange } from './after-write.js';

const tags = ['lists'];
type BrowseQuery = z.output<typeof browseListsQuerySchema>;
type BrowseBody = z.output<typeof browseListsBodySchema>;
const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.createList, {
      tags,
      summary: 'Creates a public list with its tags (the caller must be userId)',
    }),
    preHandler: app.rateLimits.guard('createList'),
    handler: async (request, reply) => {
      const user = requireSelf(request, request.params.userId);
      const id = await createList(app.db, user.id, request.body);
      await rewardListChange(app, user.id);
      return reply.status(201).send({ message: translateMessage('list.created', request.lang), list: { id } });
    },
  });

  app.route({
    ...apiRoute(apiRoutes.listDetail, {
      tags,
      summary:
        "A list's page: items with the caller's seen marks, likers, share link, QR code and progress (the path's user id is ignored: identity comes from the session)",
    }),
    config: { visitorCache: true },
    handler: async (request) => ({
      list: await listDetail(
        app.db,
        request.params.listId,
        request.user,
        app.config.publicUrl,
        itemTitles(app.catalog, request.lang),
      ),
    }),
  });

  app.route({
    ...apiRoute(apiRoutes.updateList, { tags, summary: 'Changes the title, description and privacy (creator only)' }),
    handler: async (request) => {
      const list = await ownList(app.db, request.params.listId, requireUser(request));
      await updateList(app.db, list.id, request.body);
      return { message: translateMessage('list.updated', request.lang), list: { id: list.id } };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.deleteList, { tags, summary: 'Deletes a list (its creator, or the admin)' }),
    handler: async (request) => {
      const user = requireUser(request);
      const list = await ownList(app.db, request.params.id, user, { adminToo: true });
      const title = await deleteList(app.db, list.id);
      // The admin deleting someone else's list is moderation: recorded with who and when.
      if (title !== null && list.creatorId !== user.id)
        await recordAction(app.db, user, 'list_deleted', { id: list.id, label: title });
      return { message: translateMessage('list.deleted', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.userLists, {
      tags,
      summary:
        "A member's lists, newest first (private ones only for the member and the admin); paged with paginate=true",
    }),
    handler: async (request) => {
      const { page, limit, paginate } = request.query;
      const withPrivate = seesAllListsOf(request.user, request.params.userId);
      const window = paginate ? { limit, offset: (page - 1) * limit } : { limit: USER_LISTS_ALL_MAX, offset: 0 };
      const found = await userListIds(app.db, request.params.userId, withPrivate, window);
      const results = await listSummaries(
        app.db,
        found.ids,
        request.user?.id ?? null,
        itemTitles(app.catalog, request.lang),
      );
      return paginate ? { results, total: found.total, page, totalPages: pages(found.total, limit) } : { results };
    },
  });

  // An image, not JSON: outside the contracts' table (docs/api.md#adding-an-endpoint).
  const listPreview = createListPreviews(app.metrics.cache('link_previews'));
  app.get(
    '/lists/:id/preview.png',
    {
      schema: {
        tags,
        summary:
          "The image of a public list's link preview (Open Graph), 1200 × 630 PNG; 304 when If-None-Match names its ETag",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const preview = await listPreview(app.db, request.params.id, request.lang);
      if (!preview) throw notFound();
      void reply
        .header('etag', preview.etag)
        .header('cache-control', PREVIEW_CACHE_CONTROL)
        .header('vary', 'Accept-Language');
      if (matchesIfNoneMatch(request.headers['if-none-match'], preview.etag)) return reply.status(304).send();
      const { image, kept } = await preview.png();
      if (kept) void reply.header('x-cache', 'hit');
      return reply.type('image/png').send(image);
    },
  );

  app.route({
    ...apiRoute(apiRoutes.likedLists, {
      tags,
      summary: 'The lists a member liked that the caller may see, newest like first',
    }),
    handler: async (request) => {
      const { page, limit } = request.query;
      const found = await likedListIds(app.db, request.params.userId, request.user, {
        limit,
        offset: (page - 1) * limit,
      });
      const lists = await listSummaries(
        app.db,
        found.ids,
        request.user?.id ?? null,
        itemTitles(app.catalog, request.lang),
      );
      return { lists, total: found.total, page, totalPages: pages(found.total, limit) };
    },
  });

  const browseDoc = {
    tags,
    summary:
      'Public lists filtered by creator, title words (word prefixes, any order), type and tags (all of them); a title search by relevance first, otherwise newest or most liked first',
  };
  const visitorCards = createVisitorCards(app.publicWrites);
  const browseHandler = async (
    request: { query: BrowseQuery; body?: unknown; user: { id: number } | null; lang: Lang },
    reply: FastifyReply,
  ) => {
    const { page, limit, creator_id, title, type, sort } = request.query;
    // GET has no body; POST's body was validated by browseListsBodySchema.
    const bodyTags = (request.body as BrowseBody | undefined)?.tags ?? [];
    const tagFilter = [...(request.query.tags ?? []), ...bodyTags];
    // Read before the cards are: a card read while a public write happens is not kept (visitor-cards.ts).
    const generation = app.publicWrites.generation;
    const found = await browsePublicLists(app.db, {
      creatorId: creator_id,
      title: title || undefined,
      type,
      tags: tagFilter,
      // A title search is ordered by relevance unless another order is asked (decision 040).
      sort: sort ?? (title ? 'relevance' : 'newest'),
      page,
      limit,
      visitor: request.user === null,
    });
    const titles = itemTitles(app.catalog, request.lang);
    const counts = { total: found.total, totalExact: found.totalExact, page, totalPages: pages(found.total, limit) };
    if (request.user === null) {
      // A visitor's page is written from cards already checked against the contract (and kept).
      const cards = found.cards
        ? visitorCards.json(found.cards, request.lang, titles, generation)
        : await visitorCards.ofIds(app.db, found.ids, request.lang, titles, generation);
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"lists":[${cards.join(',')}],${JSON.stringify(counts).slice(1)}`);
    }
    const lists = await listSummaries(app.db, found.ids, request.user?.id ?? null, titles);
    return { lists, ...counts };
  };
  app.route({
    ...apiRoute(apiRoutes.browseLists, browseDoc),
    config: { visitorCache: true, publicWrite: false },
    handler: browseHandler,
  });
  app.route({
    ...apiRoute(apiRoutes.browseListsByQuery, browseDoc),
    config: { visitorCache: true },
    handler: browseHandler,
  });
};
