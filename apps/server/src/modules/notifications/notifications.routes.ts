import { apiRoutes, NOTIFICATION_STREAM_PING_MS, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { AppError } from '../../lib/errors.js';
import { requireSelf, requireUser } from '../../lib/guards.js';
import { sha256 } from '../../lib/tokens.js';
import type { HubEvent } from './notification-hub.js';
import { markAllSeen, markSeen, notificationsPage, unseenNotifications } from './notifications.service.js';

const tags = ['notifications'];
/** Tabs a member may keep streaming at once; more is a misbehaving client. */
export const STREAMS_PER_USER = 10;

function streamLine(event: string): string {
  return `event: ${event}\ndata: {}\n\n`;
}

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.unseenNotifications, {
      tags,
      summary: "The caller's unseen notifications, newest first (the bell)",
    }),
    handler: async (request) => {
      const user = requireSelf(request, request.params.userId);
      return { notifications: await unseenNotifications(app.db, user.id) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.notificationsPage, {
      tags,
      summary: "A page of the caller's notifications, seen or not, newest first, with the unseen count",
    }),
    handler: async (request) => {
      const user = requireSelf(request, request.params.userId);
      return notificationsPage(app.db, user.id, request.query);
    },
  });

  app.route({
    ...apiRoute(apiRoutes.markNotificationSeen, {
      tags,
      summary: 'Marks one of the caller’s notifications seen (the path may end with a stray `}`)',
    }),
    config: { publicWrite: false },
    handler: async (request) => {
      const user = requireSelf(request, request.params.userId);
      await markSeen(app.db, user.id, request.params.notificationId);
      await app.notificationHub.notify([user.id]);
      return { message: translateMessage('notification.seen', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.markAllNotificationsSeen, { tags, summary: 'Marks every notification of the caller seen' }),
    config: { publicWrite: false },
    handler: async (request) => {
      const user = requireSelf(request, request.params.userId);
      const updated = await markAllSeen(app.db, user.id);
      await app.notificationHub.notify([user.id]);
      return { message: translateMessage('notifications.allSeen', request.lang), updated };
    },
  });

  // An event stream, not JSON: outside the contracts' table (docs/api.md#adding-an-endpoint).
  app.get(
    '/notifications/stream',
    {
      schema: {
        tags,
        summary:
          'Server-Sent Events for the bell: `notification` when the caller has something new (the client refetches), `logout` when the session ends; the session cookie authenticates it',
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (app.notificationHub.openStreams(user.id) >= STREAMS_PER_USER) throw new AppError(429, 'rate_limited');
      const sessionHash = request.sessionId ? sha256(request.sessionId) : '';
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
        // The response only ever ends by closing: no keep-alive socket is left behind (server close waits for those).
        connection: 'close',
      });
      raw.write(`retry: 5000\n\n${streamLine('ready')}`);
      const ping = setInterval(() => raw.write(': ping\n\n'), NOTIFICATION_STREAM_PING_MS);
      ping.unref();
      let unsubscribe = () => {};
      const close = () => {
        clearInterval(ping);
        unsubscribe();
        if (!raw.writableEnded) raw.end();
      };
      unsubscribe = app.notificationHub.subscribe(user.id, (event: HubEvent) => {
        if (event.kind === 'notification' || event.kind === 'import') {
          raw.write(streamLine(event.kind));
        } else if (!event.sessionHash || event.sessionHash === sessionHash) {
          raw.write(streamLine('logout'));
          close();
        }
      });
      raw.on('close', close);
    },
  );
};
