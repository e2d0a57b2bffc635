import {
  messageResponseSchema,
  resetCheckInputSchema,
  resetCheckResponseSchema,
  resetConfirmInputSchema,
  resetRequestInputSchema,
  translateMessage,
} from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPasswordReset, isResetTokenValid, requestPasswordReset } from './reset.service.js';

const tags = ['auth'];

export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reset-password',
    {
      schema: { tags, summary: 'Mails a reset link when the account exists (always 200)', body: resetRequestInputSchema, response: { 200: messageResponseSchema } },
      config: { publicWrite: false },
      preHandler: app.rateLimits.guard('resetRequest'),
    },
    async (request) => {
      await requestPasswordReset(app, request.log, request.body.email, request.body.lang);
      return { message: translateMessage('auth.resetRequested', request.lang) };
    },
  );

  app.post(
    '/reset-password/check',
    {
      schema: { tags, summary: 'Whether a reset link still works (unused, unexpired), asked when its page opens', body: resetCheckInputSchema, response: { 200: resetCheckResponseSchema } },
      config: { publicWrite: false },
      // Shares the confirmation's budget: checking is guessing too.
      preHandler: app.rateLimits.guard('resetConfirm'),
    },
    async (request) => ({ valid: await isResetTokenValid(app.db, request.body.token) }),
  );

  app.post(
    '/reset-password/confirm',
    {
      schema: { tags, summary: 'Sets a new password with a reset token; ends every session of the user', body: resetConfirmInputSchema, response: { 200: messageResponseSchema } },
      config: { publicWrite: false },
      preHandler: app.rateLimits.guard('resetConfirm'),
    },
    async (request) => {
      await confirmPasswordReset(app.db, request.body.token, request.body.password);
      return { message: translateMessage('auth.passwordReset', request.lang) };
    },
  );
};
