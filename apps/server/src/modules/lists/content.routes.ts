import { apiRoutes, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { isAdmin, requireSelf, requireUser } from '../../lib/guards.js';
import { requireCatalogItem } from './catalog-item.js';
import { addContent, contentOf, removeContent, reorderContent, setContentNote } from './content.service.js';
import { itemTitles } from './item-titles.js';
import { editableList } from './list-access.js';
import { countListsHolding, toggleSeen } from './reactions.service.js';
import { rewardListChange, tellEditorsOfAddition } from './after-write.js';

const tags = ['lists'];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.addContent, {
      tags,
      summary:
        'Adds a catalogue item, by type and id, to the end of a list (its creator or an editor); the same item twice is a no-op',
    }),
    preHandler: app.rateLimits.guard('addItem'),
    handler: async (request) => {
      const user = requireUser(request);
      const list = await editableList(app.db, request.params.listId, user);
      // Only type and id count: title, poster and links are the catalogue's, never the client's.
      const item = await requireCatalogItem(app.catalog, request.body.type, request.body.provider_id);
      const { itemId, added } = await addContent(app.db, list.id, item, user.id);
      if (added) await rewardListChange(app, list.creatorId);
      if (added && user.id !== list.creatorId) await tellEditorsOfAddition(app, list.id, user);
      const content = await contentOf(app.db, list.id, itemId, user.id, itemTitles(app.catalog, request.lang));
      return {
        message: translateMessage(added ? 'content.added' : 'content.alreadyInList', request.lang),
        added,
        content,
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.removeContent, {
      tags,
      summary: 'Removes an item from that list only (its creator or an editor)',
    }),
    handler: async (request) => {
      const list = await editableList(app.db, request.params.listId, requireUser(request));
      await removeContent(app.db, list.id, request.params.contentId);
      await rewardListChange(app, list.creatorId);
      return { message: translateMessage('content.removed', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.reorderContent, {
      tags,
      summary: "Puts a list's items in a new order: every item once (its creator or an editor)",
    }),
    handler: async (request, reply) => {
      const list = await editableList(app.db, request.params.listId, requireUser(request));
      const result = await reorderContent(app.db, list.id, request.body.ids, request.body.version);
      if (result.stale) {
        const message = translateMessage('list.changedMeanwhile', request.lang);
        return reply.status(409).send({ message, ids: result.ids, version: result.version });
      }
      return { message: translateMessage('content.reordered', request.lang), version: result.version };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.updateNote, {
      tags,
      summary: 'Sets or clears the note on an item of the list (its creator or an editor)',
    }),
    preHandler: app.rateLimits.guard('itemNote'),
    handler: async (request) => {
      const user = requireUser(request);
      const list = await editableList(app.db, request.params.listId, user);
      await setContentNote(app.db, list.id, request.params.contentId, request.body.note);
      const content = await contentOf(
        app.db,
        list.id,
        request.params.contentId,
        user.id,
        itemTitles(app.catalog, request.lang),
      );
      return { message: translateMessage('content.noteSaved', request.lang), added: false, content };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.toggleSeen, {
      tags,
      summary: "Toggles the caller's seen mark on an item (the caller must be userId)",
    }),
    preHandler: app.rateLimits.guard('seenMark'),
    // Only the member sees their marks: visitors' answers carry none.
    config: { publicWrite: false },
    handler: async (request) => {
      const user = requireSelf(request, request.params.userId);
      const seen = await toggleSeen(app.db, request.params.contentId, { id: user.id, admin: isAdmin(user) });
      return { message: translateMessage(seen ? 'content.seen' : 'content.unseen', request.lang), seen };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.listCountByItem, { tags, summary: 'How many lists the caller may see hold this item' }),
    handler: async (request) => {
      const viewer = request.user ? { id: request.user.id, admin: isAdmin(request.user) } : null;
      return { count: await countListsHolding(app.db, request.query.type, request.params.id, viewer) };
    },
  });
};
