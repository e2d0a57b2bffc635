import { apiErrorSchema, contactInputSchema, messageResponseSchema, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { contactMail, contactRecipient } from './contact.service.js';

/** SPEC has no limit; 5 messages per 15 minutes per address keeps the inbox usable under abuse. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 15 * 60_000 };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Sends a message to the team (reply goes to the given email)',
        body: contactInputSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: {
        rateLimit: { ...CONTACT_RATE_LIMIT, errorResponseBuilder: () => new AppError(429, 'rate_limited') },
      },
    },
    async (request) => {
      const to = await contactRecipient(app.db, app.config);
      await app.mailer.send(contactMail(request.body, to));
      return { message: translateMessage('contact.sent', request.lang) };
    },
  );
};
