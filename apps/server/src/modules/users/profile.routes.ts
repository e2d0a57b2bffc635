import multipart from '@fastify/multipart';
import { apiRoutes, AVATAR_SIZE_PX, translateMessage, UPLOAD_MAX_BYTES } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { AppError } from '../../lib/errors.js';
import { requireSelf, requireUser } from '../../lib/guards.js';
import { readSingleFile, saveUpload } from '../uploads/index.js';
import { updateProfile } from './profile.service.js';
import { findUserById, toUserView } from './users.queries.js';

const tags = ['users'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 5, parts: 6 } });
  }

  app.route({
    ...apiRoute(apiRoutes.updateProfile, {
      tags,
      summary: "Updates the caller's own profile (username, place, texts, avatar)",
    }),
    handler: async (request) => {
      const self = requireSelf(request, request.params.userId);
      const current = await findUserById(app.db, self.id);
      if (!current) throw new AppError(401, 'unauthenticated');
      const updated = await updateProfile(app.db, current, request.body, app.config.publicUrl);
      return {
        message: translateMessage('profile.updated', request.lang),
        user: await toUserView(app.db, updated, true),
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.uploadAvatar, {
      tags,
      summary: 'Stores an avatar image (one file field `file`, at most 5 MB); the profile changes only on PUT /update',
    }),
    // The stored image shows nowhere until PUT /update puts it on the profile.
    config: { publicWrite: false },
    preHandler: app.rateLimits.guard('avatarUpload'),
    handler: async (request) => {
      const user = requireUser(request);
      const bytes = await readSingleFile(request);
      const saved = await saveUpload(app.db, { ownerId: user.id, kind: 'avatar', input: bytes, size: AVATAR_SIZE_PX });
      return { url: saved.url };
    },
  });
};
