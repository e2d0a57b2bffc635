import type { FastifyPluginAsync } from 'fastify';
import { mailExportReady } from './export-ready-mail.js';
import { exportsRoutes } from './exports.routes.js';
import { buildExport, purgeExpiredExports, type BuildExportJob, type ExportReadyMailJob } from './exports.service.js';

/** The archive's ZIP writer, which the import tests also build their archives with. */
export { writeZip, type ZipFile } from './zip-writer.js';

/**
 * "Download my data" (docs/decisions/036-data-export.md): /account/exports…, the job that builds the
 * archive, its mail, and the hourly purge of expired archives (sent once across processes).
 */
export const exportsModule: FastifyPluginAsync = async (api) => {
  await api.register(exportsRoutes);
  api.jobs.work<BuildExportJob>('build-export', (job) => buildExport(api, job));
  api.jobs.work<ExportReadyMailJob>('mail-export-ready', (job) => mailExportReady(api, job));
  api.jobs.work('purge-exports', async () => {
    const purged = await purgeExpiredExports(api.db);
    if (purged.cleared + purged.deleted > 0) api.log.info(purged, 'expired data exports purged');
    return purged;
  });
  api.jobs.schedule('purge-exports', '37 * * * *');
};
