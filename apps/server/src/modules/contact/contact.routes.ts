import { apiRoutes, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { contactMail, contactRecipient } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // The message waits in the queue while SMTP is down, and is sent when it is back.
  app.jobs.work<MailMessage>('mail-contact', (message) => app.mailer.send(message));

  app.route({
    ...apiRoute(apiRoutes.sendContact, {
      tags: ['contact'],
      summary: 'Queues a message to the team, sent with retries while SMTP is down (reply goes to the given email)',
    }),
    config: { publicWrite: false },
    // The original product had no limit; RATE_LIMITS.contact keeps the team's inbox usable under abuse.
    preHandler: app.rateLimits.guard('contact'),
    handler: async (request) => {
      const to = await contactRecipient(app.db, app.config);
      await app.jobs.send('mail-contact', contactMail(request.body, to));
      return { message: translateMessage('contact.sent', request.lang) };
    },
  });
};
