import { apiErrorSchema, contactInputSchema, messageResponseSchema, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMail, contactRecipient } from './contact.service.js';

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
      config: { publicWrite: false },
      // The original product had no limit; RATE_LIMITS.contact keeps the team's inbox usable under abuse.
      preHandler: app.rateLimits.guard('contact'),
    },
    async (request) => {
      const to = await contactRecipient(app.db, app.config);
      await app.mailer.send(contactMail(request.body, to));
      return { message: translateMessage('contact.sent', request.lang) };
    },
  );
};
