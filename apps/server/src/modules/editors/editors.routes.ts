import { apiRoutes, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isAdmin, requireUser } from '../../lib/guards.js';
import { itemTitles, listSummaries, ownList, visibleList } from '../lists/index.js';
import { notifyMember } from '../notifications/index.js';
import { answer, editingListIds, editorsOf, invite, removeEditorRow } from './editors.service.js';

const tags = ['editors'];

export const editorsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Wakes the open pages of the member told (a failure is logged: the change itself is saved). */
  const tell = async (userId: number, told: Promise<boolean>) => {
    try {
      if (await told) await app.notificationHub.notify([userId]);
    } catch (error) {
      app.log.error({ err: error }, 'an editor notification could not be written');
    }
  };

  app.route({
    ...apiRoute(apiRoutes.listEditors, {
      tags,
      summary: 'The creator and the editors of a list the caller may see (invitations: creator, admin, invitee only)',
    }),
    // A visitor sees no invitation: the same answer for all of them, asked by every rendered list page.
    config: { visitorCache: true },
    handler: async (request) => {
      const list = await visibleList(app.db, request.params.listId, request.user);
      const caller = request.user ? { id: request.user.id, admin: isAdmin(request.user) } : null;
      return editorsOf(app.db, list, caller);
    },
  });

  app.route({
    ...apiRoute(apiRoutes.inviteEditor, {
      tags,
      summary: 'Invites a member, by name, to edit the list (creator only)',
    }),
    preHandler: app.rateLimits.guard('inviteEditor'),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const list = await ownList(app.db, request.params.listId, user);
      const { title, ...editor } = await invite(app.db, list, request.body.user_name);
      const params = { user_name: user.user_name, user_id: user.id, list_title: title, list_id: list.id };
      await tell(
        editor.id,
        notifyMember(app.db, { userId: editor.id, code: 'editor_invited', params, dedupeKey: `invited:${list.id}` }),
      );
      return reply.status(201).send({ message: translateMessage('editor.invited', request.lang), editor });
    },
  });

  app.route({
    ...apiRoute(apiRoutes.removeEditor, {
      tags,
      summary: 'Takes a member off the editors: the creator removes anyone, a member removes themself (leave, decline)',
    }),
    handler: async (request) => {
      const user = requireUser(request);
      const { listId, userId } = request.params;
      const list = await visibleList(app.db, listId, user);
      const byCreator = list.creatorId === user.id;
      if (!byCreator && userId !== user.id) throw forbidden();
      if (!(await removeEditorRow(app.db, list.id, userId))) throw notFound();
      return { message: translateMessage(byCreator ? 'editor.removed' : 'editor.left', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.answerInvitation, {
      tags,
      summary: "Accepts or declines the caller's invitation to edit a list",
    }),
    handler: async (request) => {
      const user = requireUser(request);
      const { accept } = request.body;
      const list = await answer(app.db, request.params.listId, user.id, accept);
      if (accept) {
        const params = {
          user_name: user.user_name,
          user_id: user.id,
          list_title: list.title,
          list_id: request.params.listId,
        };
        const dedupeKey = `accepted:${request.params.listId}:${user.id}`;
        await tell(
          list.creatorId,
          notifyMember(app.db, { userId: list.creatorId, code: 'editor_accepted', params, dedupeKey }),
        );
      }
      return { message: translateMessage(accept ? 'editor.accepted' : 'editor.declined', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.editingLists, {
      tags,
      summary: 'The lists the caller edits with others and the invitations waiting for an answer, newest first',
    }),
    handler: async (request) => {
      const user = requireUser(request);
      const rows = await editingListIds(app.db, user.id);
      const summaries = await listSummaries(
        app.db,
        rows.map((row) => row.id),
        user.id,
        itemTitles(app.catalog, request.lang),
      );
      const statusOf = new Map(rows.map((row) => [row.id, row.status]));
      return { lists: summaries.map((list) => ({ list, status: statusOf.get(list.id) ?? 'invited' })) };
    },
  });
};
