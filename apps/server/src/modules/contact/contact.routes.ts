import { apiRoutes, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { contactMail, contactRecipient } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.sendContact, {
      tags: ['contact'],
      summary: 'Sends a message to the team (reply goes to the given email)',
    }),
    config: { publicWrite: false },
    // The original product had no limit; RATE_LIMITS.contact keeps the team's inbox usable under abuse.
    preHandler: app.rateLimits.guard('contact'),
    handler: async (request) => {
      const to = await contactRecipient(app.db, app.config);
      await app.mailer.send(contactMail(request.body, to));
      return { message: translateMessage('contact.sent', request.lang) };
    },
  });
};
