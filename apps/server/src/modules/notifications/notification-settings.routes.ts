import { apiRoutes } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { requireUser } from '../../lib/guards.js';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings.service.js';

const tags = ['notifications'];

/**
 * The signed-in member's notification settings: the kinds turned off and the weekly digest. Identity
 * comes from the session only; like the language switch, a small write needs no rate limit of its own.
 */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.notificationSettings, {
      tags,
      summary: "The caller's notification settings: kinds turned off and the weekly digest (defaults before any save)",
    }),
    handler: async (request) => ({ settings: await readNotificationSettings(app.db, requireUser(request).id) }),
  });

  app.route({
    ...apiRoute(apiRoutes.updateNotificationSettings, {
      tags,
      summary: "Replaces the caller's notification settings and answers them as saved",
    }),
    config: { publicWrite: false },
    handler: async (request) => ({
      settings: await saveNotificationSettings(app.db, requireUser(request).id, request.body),
    }),
  });
};
