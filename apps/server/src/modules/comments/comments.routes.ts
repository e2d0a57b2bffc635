import { apiRoutes, translateMessage } from '@pepites/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { forbidden } from '../../lib/errors.js';
import { isAdmin, requireUser, type SessionUser } from '../../lib/guards.js';
import { visibleList } from '../lists/index.js';
import { commentsPage, toCommentView, type CommentRow } from './comments.queries.js';
import { addComment, editComment, removeComment, reportComment, requireComment } from './comments.service.js';

const tags = ['comments'];

/** The comment if the caller sees its list: a comment under a list hidden from them is a 404, as an unknown one. */
async function visibleComment(app: FastifyInstance, commentId: number, caller: SessionUser): Promise<CommentRow> {
  const row = await requireComment(app.db, commentId);
  await visibleList(app.db, row.listId, caller);
  return row;
}

async function wake(app: FastifyInstance, userIds: number[]): Promise<void> {
  if (userIds.length > 0) await app.notificationHub.notify(userIds);
}

/** Comments under lists (docs/product.md#comments): read by whoever sees the list, written by members who do. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.listComments, { tags, summary: 'A list’s comments, newest first' }),
    config: { visitorCache: true },
    handler: async (request) => {
      const list = await visibleList(app.db, request.params.listId, request.user);
      const { page, limit } = request.query;
      const found = await commentsPage(app.db, list.id, { limit, offset: (page - 1) * limit });
      return {
        comments: found.rows.map((row) => toCommentView(row, request.user)),
        total: found.total,
        page,
        totalPages: Math.max(1, Math.ceil(found.total / limit)),
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.addComment, { tags, summary: 'Writes a comment under a list the caller sees' }),
    preHandler: app.rateLimits.guard('comment'),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const list = await visibleList(app.db, request.params.listId, user);
      const { comment, told } = await addComment(app.db, list, user, request.body);
      await wake(app, told);
      return reply.status(201).send({
        message: translateMessage('comment.added', request.lang),
        comment: toCommentView(comment, user),
      });
    },
  });

  app.route({
    ...apiRoute(apiRoutes.editComment, {
      tags,
      summary: 'Changes one’s own comment, within 15 minutes of its writing',
    }),
    handler: async (request) => {
      const user = requireUser(request);
      const row = await visibleComment(app, request.params.commentId, user);
      const { comment, told } = await editComment(app.db, row, user, request.body);
      await wake(app, told);
      return { message: translateMessage('comment.edited', request.lang), comment: toCommentView(comment, user) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.deleteComment, {
      tags,
      summary: 'Deletes a comment: its author, the list’s creator or the admin',
    }),
    handler: async (request) => {
      const user = requireUser(request);
      const row = await visibleComment(app, request.params.commentId, user);
      if (row.author.id !== user.id && row.listCreatorId !== user.id && !isAdmin(user)) throw forbidden();
      await removeComment(app.db, row, user);
      return { message: translateMessage('comment.deleted', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.reportComment, { tags, summary: 'Reports a comment to the admin (once per member)' }),
    // A report changes nothing visitors see.
    config: { publicWrite: false },
    handler: async (request) => {
      const user = requireUser(request);
      const row = await visibleComment(app, request.params.commentId, user);
      await reportComment(app.db, row, user, request.body.reason);
      return { message: translateMessage('comment.reported', request.lang) };
    },
  });
};
