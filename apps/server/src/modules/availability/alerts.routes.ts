import { apiRoutes, translateMessage, type WatchType } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { requireUser } from '../../lib/guards.js';
import { visibleList } from '../lists/index.js';
import { readArrivalMail, saveArrivalMail } from '../notifications/index.js';
import {
  followedLists,
  followedTitles,
  followList,
  followTitle,
  listAlertState,
  titleAlertState,
  unfollowList,
  unfollowTitle,
} from './alerts.service.js';

const tags = ['alerts'];

const titleOf = (params: { type: WatchType; titleId: number }) => ({
  type: params.type,
  providerId: String(params.titleId),
});

/**
 * "Tell me when it's on my services" (decision 043): the caller's own alerts only, the member being
 * the session's. Following asks the catalogue and writes a row per title: the `watchAlert` limit.
 */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.myAlerts, {
      tags,
      summary: 'The titles the caller follows on their own (paged), the lists they follow, their mail choice',
    }),
    handler: async (request) => {
      const user = requireUser(request);
      const { page, limit } = request.query;
      const [{ titles, total }, lists, mail] = await Promise.all([
        followedTitles(app.db, user.id, { page, limit }),
        followedLists(app.db, user.id),
        readArrivalMail(app.db, user.id),
      ]);
      return { titles, total, page, totalPages: Math.max(1, Math.ceil(total / limit)), lists, mail };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.titleAlert, {
      tags,
      summary: 'Whether the caller follows a movie or show, on its own or through lists',
    }),
    handler: async (request) => {
      const user = requireUser(request);
      return { alert: await titleAlertState(app.db, user.id, titleOf(request.params)) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.followTitle, {
      tags,
      summary: 'The caller follows a movie or show for its arrival on their services (idempotent)',
    }),
    preHandler: app.rateLimits.guard('watchAlert'),
    handler: async (request) => {
      const user = requireUser(request);
      const title = titleOf(request.params);
      await followTitle(app, user.id, title, request.lang);
      return {
        message: translateMessage('alerts.titleFollowed', request.lang),
        alert: await titleAlertState(app.db, user.id, title),
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.unfollowTitle, { tags, summary: 'The caller stops following a movie or show (idempotent)' }),
    preHandler: app.rateLimits.guard('watchAlert'),
    handler: async (request) => {
      const user = requireUser(request);
      const title = titleOf(request.params);
      await unfollowTitle(app.db, user.id, title);
      return {
        message: translateMessage('alerts.titleUnfollowed', request.lang),
        alert: await titleAlertState(app.db, user.id, title),
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.listAlert, { tags, summary: 'Whether the caller follows a list they may see' }),
    handler: async (request) => {
      const user = requireUser(request);
      await visibleList(app.db, request.params.listId, user);
      return { alert: await listAlertState(app.db, user.id, request.params.listId) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.followList, {
      tags,
      summary: 'The caller follows every movie and show of a list they may see, now and to come (idempotent)',
    }),
    preHandler: app.rateLimits.guard('watchAlert'),
    handler: async (request) => {
      const user = requireUser(request);
      const { listId } = request.params;
      await visibleList(app.db, listId, user);
      await followList(app, user.id, listId);
      return {
        message: translateMessage('alerts.listFollowed', request.lang),
        alert: await listAlertState(app.db, user.id, listId),
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.unfollowList, { tags, summary: 'The caller stops following a list (idempotent)' }),
    preHandler: app.rateLimits.guard('watchAlert'),
    handler: async (request) => {
      const user = requireUser(request);
      const { listId } = request.params;
      // A list the caller can no longer see may still be unfollowed: nothing of it is shown.
      await unfollowList(app.db, user.id, listId);
      return {
        message: translateMessage('alerts.listUnfollowed', request.lang),
        alert: await listAlertState(app.db, user.id, listId),
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.saveArrivalMail, {
      tags,
      summary: 'Whether arrivals are also mailed: not at all, in the weekly digest, or at once',
    }),
    handler: async (request) => {
      const user = requireUser(request);
      await saveArrivalMail(app.db, user.id, request.body.mail);
      return { message: translateMessage('alerts.mailSaved', request.lang), mail: request.body.mail };
    },
  });
};
