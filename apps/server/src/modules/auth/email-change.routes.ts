import { apiRoutes, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { unauthenticated } from '../../lib/errors.js';
import { requireUser } from '../../lib/guards.js';
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from './email-change.service.js';
import { saveMemberLang } from './member-lang.js';

const tags = ['auth'];

/**
 * A member's change of email address (asked signed in, confirmed by the link mailed to the new
 * address, signed in or not) and the language their mails are written in.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.requestEmailChange, {
      tags,
      summary: 'Asks for a new email address given the password; mails a link to it and a notice to the current one',
    }),
    config: { publicWrite: false },
    // A password guess like the password change's: one budget for both (docs/decisions/013).
    preHandler: app.rateLimits.guard('passwordChange'),
    handler: async (request) => {
      const user = requireUser(request);
      await requestEmailChange(app, user.id, request.body);
      return { message: translateMessage('auth.emailChangeRequested', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.confirmEmailChange, {
      tags,
      summary: "Makes the pending address the member's with the mailed token (signed in or not)",
    }),
    config: { publicWrite: false },
    preHandler: app.rateLimits.guard('emailChangeConfirm'),
    handler: async (request) => {
      const email = await confirmEmailChange(app.db, request.body.token);
      return { message: translateMessage('auth.emailChanged', request.lang), email };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.pendingEmailChange, {
      tags,
      summary: "The member's email address and the one waiting for confirmation (null when none)",
    }),
    handler: async (request) => {
      const view = await pendingEmailChange(app.db, requireUser(request).id);
      if (!view) throw unauthenticated();
      return view;
    },
  });

  app.route({
    ...apiRoute(apiRoutes.setAccountLang, {
      tags,
      summary: "Sets the language of the member's mails (the interface's language switch)",
    }),
    config: { publicWrite: false },
    handler: async (request) => {
      await saveMemberLang(app.db, requireUser(request).id, request.body.lang);
      return { lang: request.body.lang };
    },
  });
};
