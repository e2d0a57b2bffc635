import { uploadIdParamSchema } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { findUpload } from './uploads.service.js';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Serves a stored image (avatar, badge icon) as WebP; its bytes never change; 404 when unknown',
        params: uploadIdParamSchema,
      },
    },
    async (request, reply) => {
      const upload = await findUpload(app.db, request.params.id);
      if (!upload) throw notFound();
      return reply
        .header('content-type', upload.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(upload.bytes);
    },
  );
};
