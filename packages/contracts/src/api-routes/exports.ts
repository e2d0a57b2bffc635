import * as p from '../api-paths.js';
import { exportIdParamSchema, latestExportResponseSchema, startExportResponseSchema } from '../exports.js';
import { route } from './define.js';

/** "Download my data" (docs/decisions/036-data-export.md). */
export const exportRoutes = {
  startExport: route(p.startExport, { response: { 202: startExportResponseSchema } }),
  latestExport: route(p.latestExport, { response: { 200: latestExportResponseSchema } }),
  // The archive's bytes: no response schema, so Fastify sends the buffer as it is.
  downloadExport: route(p.downloadExport, { params: exportIdParamSchema }),
};
