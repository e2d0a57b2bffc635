import { apiRoutes } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { requireUser } from '../../lib/guards.js';
import { exportArchive, latestExport, startExport, toExportView } from './exports.service.js';

const tags = ['account'];

/** `pepites-<name>-<day>.zip`, with an ASCII fallback for a name written in another script (RFC 6266). */
function attachment(userName: string, readyAt: Date): string {
  const name = `pepites-${userName}-${readyAt.toISOString().slice(0, 10)}.zip`;
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** "Download my data": the member is the session's; 401 signed out (docs/decisions/036-data-export.md). */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.startExport, {
      tags,
      summary: "Queues an archive of the member's data (409 while one is being prepared, a few a day)",
    }),
    config: { publicWrite: false },
    handler: async (request, reply) => {
      const user = requireUser(request);
      // Only archives actually queued count against the day's few; a 409 costs nothing.
      await app.rateLimits.assertAvailable('dataExport', request, reply);
      const row = await startExport(app, user.id);
      await app.rateLimits.record('dataExport', request);
      return reply.code(202).send({ export: toExportView(row) });
    },
  });

  app.route({
    ...apiRoute(apiRoutes.latestExport, { tags, summary: "The member's newest archive, or null" }),
    handler: async (request) => {
      const user = requireUser(request);
      const row = await latestExport(app.db, user.id);
      return { export: row ? toExportView(row) : null };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.downloadExport, {
      tags,
      summary: "The archive (application/zip), to its member only: 404 for anyone else's, 410 once expired",
    }),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { archive, readyAt, userName } = await exportArchive(app.db, user.id, request.params.exportId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(userName, readyAt))
        .header('cache-control', 'private, no-store')
        .send(archive);
    },
  });
};
