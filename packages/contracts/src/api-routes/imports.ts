import * as p from '../api-paths.js';
import {
  importIdParamSchema,
  importResponseSchema,
  latestImportResponseSchema,
  resolveImportInputSchema,
} from '../imports.js';
import { route } from './define.js';

/** Imports of lists from other services (docs/decisions/035-imports.md). */
export const importRoutes = {
  startImport: route(p.startImport, { consumes: ['multipart/form-data'], response: { 202: importResponseSchema } }),
  latestImport: route(p.latestImport, { response: { 200: latestImportResponseSchema } }),
  importDetail: route(p.importDetail, { params: importIdParamSchema, response: { 200: importResponseSchema } }),
  resolveImport: route(p.resolveImport, {
    params: importIdParamSchema,
    body: resolveImportInputSchema,
    response: { 200: importResponseSchema },
  }),
};
