import {
  addContentInputSchema,
  contentResponseSchema,
  contentSeenParamsSchema,
  countByProviderParamsSchema,
  countByProviderQuerySchema,
  countResponseSchema,
  itemNoteInputSchema,
  listContentParamsSchema,
  listIdParamSchema,
  messageResponseSchema,
  reorderContentInputSchema,
  seenResponseSchema,
  translateMessage,
} from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdmin, requireSelf, requireUser } from '../../lib/guards.js';
import { requireCatalogItem } from './catalog-item.js';
import { addContent, contentOf, removeContent, reorderContent, setContentNote } from './content.service.js';
import { itemTitles } from './item-titles.js';
import { ownList } from './list-access.js';
import { countListsHolding, toggleSeen } from './reactions.service.js';
import { rewardListChange } from './after-write.js';

const tags = ['lists'];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:listId/content',
    {
      preHandler: app.rateLimits.guard('addItem'),
      schema: {
        tags,
        summary: 'Adds a catalogue item, by type and id, to the end of a list (creator only); the same item twice is a no-op',
        params: listIdParamSchema,
        body: addContentInputSchema,
        response: { 200: contentResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const list = await ownList(app.db, request.params.listId, user);
      // Only type and id count: title, poster and links are the catalogue's, never the client's.
      const item = await requireCatalogItem(app.catalog, request.body.type, request.body.provider_id);
      const { itemId, added } = await addContent(app.db, list.id, item);
      if (added) await rewardListChange(app, list.creatorId);
      const content = await contentOf(app.db, list.id, itemId, user.id, itemTitles(app.catalog, request.lang));
      return { message: translateMessage(added ? 'content.added' : 'content.alreadyInList', request.lang), added, content };
    },
  );

  app.delete(
    '/:listId/content/:contentId',
    { schema: { tags, summary: 'Removes an item from that list only (creator only)', params: listContentParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const list = await ownList(app.db, request.params.listId, requireUser(request));
      await removeContent(app.db, list.id, request.params.contentId);
      await rewardListChange(app, list.creatorId);
      return { message: translateMessage('content.removed', request.lang) };
    },
  );

  app.put(
    '/list/:listId/content/order',
    {
      schema: { tags, summary: "Puts a list's items in a new order: every item once (creator only)", params: listIdParamSchema, body: reorderContentInputSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const list = await ownList(app.db, request.params.listId, requireUser(request));
      await reorderContent(app.db, list.id, request.body.ids);
      return { message: translateMessage('content.reordered', request.lang) };
    },
  );

  app.put(
    '/list/:listId/content/:contentId/note',
    {
      preHandler: app.rateLimits.guard('itemNote'),
      schema: { tags, summary: "Sets or clears the creator's note on an item of the list", params: listContentParamsSchema, body: itemNoteInputSchema, response: { 200: contentResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const list = await ownList(app.db, request.params.listId, user);
      await setContentNote(app.db, list.id, request.params.contentId, request.body.note);
      const content = await contentOf(app.db, list.id, request.params.contentId, user.id, itemTitles(app.catalog, request.lang));
      return { message: translateMessage('content.noteSaved', request.lang), added: false, content };
    },
  );

  app.put(
    '/content/:contentId/seen/:userId',
    {
      preHandler: app.rateLimits.guard('seenMark'),
      schema: { tags, summary: "Toggles the caller's seen mark on an item (the caller must be userId)", params: contentSeenParamsSchema, response: { 200: seenResponseSchema } },
      // Only the member sees their marks: visitors' answers carry none.
      config: { publicWrite: false },
    },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      const seen = await toggleSeen(app.db, request.params.contentId, { id: user.id, admin: isAdmin(user) });
      return { message: translateMessage(seen ? 'content.seen' : 'content.unseen', request.lang), seen };
    },
  );

  app.get(
    '/lists/getCountByProviderId/:id',
    {
      schema: { tags, summary: 'How many lists the caller may see hold this item', params: countByProviderParamsSchema, querystring: countByProviderQuerySchema, response: { 200: countResponseSchema } },
    },
    async (request) => {
      const viewer = request.user ? { id: request.user.id, admin: isAdmin(request.user) } : null;
      return { count: await countListsHolding(app.db, request.query.type, request.params.id, viewer) };
    },
  );
};
