import type { FastifyPluginAsync } from 'fastify';
import { runImportJob } from './import-job.js';
import { IMPORT_QUEUE, type ImportJob } from './import-store.js';
import { importsRoutes } from './imports.routes.js';

/** Reading files exported from other services (Letterboxd, IMDb, Trakt) and matching their rows to the catalogue. */
export { ImportError } from './import-error.js';
export { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES } from './import-limits.js';
export type { ImportedList, ImportFile, ImportRow } from './import-types.js';
export { readImportFile, type ReadImportOptions } from './read-import-file.js';
export { readZip } from './zip-reader.js';
export { matchRows } from './match.js';
export type { RowMatch } from './row-match.js';

/** Imports from other services (docs/decisions/035-imports.md): /imports…, and the job that writes them. */
export const importsModule: FastifyPluginAsync = async (api) => {
  await api.register(importsRoutes);
  api.jobs.work<ImportJob>(IMPORT_QUEUE, (job, attempt) => runImportJob(api, job, attempt));
};
