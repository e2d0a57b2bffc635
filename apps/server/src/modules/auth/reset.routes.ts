import { apiRoutes, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { confirmPasswordReset, isResetTokenValid, requestPasswordReset } from './reset.service.js';

const tags = ['auth'];

export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.requestPasswordReset, {
      tags,
      summary: 'Mails a reset link when the account exists (always 200)',
    }),
    config: { publicWrite: false },
    preHandler: app.rateLimits.guard('resetRequest'),
    handler: async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { message: translateMessage('auth.resetRequested', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.checkResetLink, {
      tags,
      summary: 'Whether a reset link still works (unused, unexpired), asked when its page opens',
    }),
    config: { publicWrite: false },
    // Shares the confirmation's budget: checking is guessing too.
    preHandler: app.rateLimits.guard('resetConfirm'),
    handler: async (request) => ({ valid: await isResetTokenValid(app.db, request.body.token) }),
  });

  app.route({
    ...apiRoute(apiRoutes.confirmPasswordReset, {
      tags,
      summary: 'Sets a new password with a reset token; ends every session of the user',
    }),
    config: { publicWrite: false },
    preHandler: app.rateLimits.guard('resetConfirm'),
    handler: async (request) => {
      await confirmPasswordReset(app.db, request.body.token, request.body.password);
      return { message: translateMessage('auth.passwordReset', request.lang) };
    },
  });
};
