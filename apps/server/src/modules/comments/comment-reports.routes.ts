import { apiRoutes, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { requireAdmin } from '../../lib/guards.js';
import { reportedPage, toCommentView } from './comments.queries.js';
import { dismissReports, removeComment, requireComment } from './comments.service.js';

const tags = ['admin'];

const iso = (value: Date | string) => new Date(value).toISOString();

/** The admin's reported comments and their answer: dismiss the reports, or delete the comment (moderation log). */
export const commentReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.reportedComments, {
      tags,
      summary: 'Reported comments, one row each, the most recently reported first (admin)',
    }),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const { page, limit } = request.query;
      const found = await reportedPage(app.db, { limit, offset: (page - 1) * limit });
      return {
        reported: found.rows.map((row) => ({
          comment: toCommentView(row, admin),
          list: { id: row.listId, title: row.listTitle },
          reports: row.reports,
          reasons: row.reasons,
          last_reported_at: iso(row.lastReportedAt),
        })),
        total: found.total,
        page,
        totalPages: Math.max(1, Math.ceil(found.total / limit)),
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.resolveCommentReports, {
      tags,
      summary: 'Dismisses a comment’s reports or deletes the comment (admin)',
    }),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const row = await requireComment(app.db, request.params.commentId);
      if (request.body.action === 'dismiss') {
        await dismissReports(app.db, row.id);
        return { message: translateMessage('reports.dismissed', request.lang) };
      }
      await removeComment(app.db, row, admin);
      return { message: translateMessage('reports.commentDeleted', request.lang) };
    },
  });
};
