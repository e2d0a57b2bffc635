import { desc } from 'drizzle-orm';
import { apiRoutes } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outbox } from '../../db/schema/index.js';
import { apiRoute } from '../../lib/api-route.js';
import { requireAdmin } from '../../lib/guards.js';

export const OUTBOX_VIEW_LIMIT = 50;

/** The admin's window on mails kept locally (no SMTP_URL) or sent, newest first. */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.adminOutbox, { tags: ['admin'], summary: 'The latest 50 mails of the outbox (admin only)' }),
    handler: async (request) => {
      requireAdmin(request);
      const rows = await app.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(OUTBOX_VIEW_LIMIT);
      return {
        mails: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.to,
          reply_to: row.replyTo,
          subject: row.subject,
          text: row.text,
          html: row.html,
          transport: row.transport,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
          error: row.error,
        })),
      };
    },
  });
};
