import multipart from '@fastify/multipart';
import { apiRoutes, IMPORT_MAX_FILE_BYTES } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { requireUser } from '../../lib/guards.js';
import { resolveChoices } from './import-choices.js';
import { ImportError } from './import-error.js';
import { importSourceOf, listNameOf, storedFileName } from './import-source.js';
import { createImport, importView, latestImport, ownImport } from './import-store.js';
import { readImportUpload, refusedFile } from './import-upload.js';
import { readImportFileInWorker } from './read-in-worker.js';

const tags = ['imports'];

/** Importing lists from Letterboxd, IMDb and Trakt (docs/decisions/035-imports.md): the member's own, from the session. */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { files: 1, fileSize: IMPORT_MAX_FILE_BYTES, fields: 5, parts: 6 } });
  }

  app.route({
    ...apiRoute(apiRoutes.startImport, {
      tags,
      summary:
        'Reads an export of Letterboxd, IMDb or Trakt (one file field `file`, at most 20 MB) and queues its import: 202, or 400 saying why the file is refused',
    }),
    config: { publicWrite: false },
    preHandler: async (request, reply) => app.rateLimits.assertAvailable('importFile', request, reply),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { bytes, fileName } = await readImportUpload(request);
      const file = await readFile(bytes, fileName);
      const record = await createImport(app, user.id, {
        source: importSourceOf(bytes, file),
        fileName: storedFileName(fileName),
        file,
      });
      await app.rateLimits.record('importFile', request);
      return reply.status(202).send({ import: await importView(app.db, record, request.lang) });
    },
  });

  app.route({
    ...apiRoute(apiRoutes.latestImport, { tags, summary: "The member's latest import, null when there is none" }),
    handler: async (request) => {
      const user = requireUser(request);
      const record = await latestImport(app.db, user.id);
      return { import: record && (await importView(app.db, record, request.lang)) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.importDetail, {
      tags,
      summary: "One of the member's imports: progress, counts, lists and review (404 if not theirs)",
    }),
    handler: async (request) => {
      const user = requireUser(request);
      const record = await ownImport(app.db, user.id, request.params.importId);
      return { import: await importView(app.db, record, request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.resolveImport, {
      tags,
      summary:
        'Applies choices for ambiguous rows: a candidate goes into its lists (and seen marks), null skips the row',
    }),
    // A choice may add to a list its member has made public since the import.
    config: { publicWrite: true },
    handler: async (request) => {
      const user = requireUser(request);
      const record = await ownImport(app.db, user.id, request.params.importId);
      const updated = await resolveChoices(app, record, request.body);
      return { import: await importView(app.db, updated, request.lang) };
    },
  });
};

/** The file as read, or a 400 whose message says why it is refused (413 past the size). */
async function readFile(bytes: Buffer, fileName: string) {
  try {
    return await readImportFileInWorker(bytes, { listName: listNameOf(fileName) });
  } catch (error) {
    if (error instanceof ImportError) {
      throw refusedFile(error.code, error.code === 'import.fileTooLarge' ? 413 : 400);
    }
    throw error;
  }
}
