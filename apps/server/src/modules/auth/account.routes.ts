import { apiRoutes, translateMessage } from '@pepites/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { notFound, unauthenticated } from '../../lib/errors.js';
import { requireUser } from '../../lib/guards.js';
import { sha256 } from '../../lib/tokens.js';
import { clearSessionCookie } from '../../plugins/session.js';
import { changePassword, deleteOwnAccount } from './account.service.js';
import { deviceOf } from './device.js';
import { deleteOtherSessions, deleteSessionByPublicId, listSessions } from './session-store.js';

const tags = ['auth'];

/** The signed-in member's own password and sessions: identity comes from the session cookie only. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller and their raw session id; both are set together by the API guards. */
  const caller = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    if (!request.sessionId) throw unauthenticated();
    return { user, sessionId: request.sessionId };
  };

  /** Streams of ended sessions close now rather than at their next reconnect. */
  const closeStreams = (userId: number, hashes: readonly string[]) =>
    Promise.all(hashes.map((sessionHash) => app.notificationHub.publish({ kind: 'logout', userId, sessionHash })));

  app.route({
    ...apiRoute(apiRoutes.changePassword, {
      tags,
      summary: 'Changes the password given the current one; ends every other session and mails the member',
    }),
    config: { publicWrite: false },
    preHandler: app.rateLimits.guard('passwordChange'),
    handler: async (request) => {
      const { user, sessionId } = caller(request);
      const ended = await changePassword(app, user.id, sessionId, request.body);
      await closeStreams(user.id, ended);
      return { message: translateMessage('auth.passwordChanged', request.lang) };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.accountSessions, {
      tags,
      summary: "The member's live sessions: device, sign-in and last activity; the caller's marked current",
    }),
    handler: async (request) => {
      const { user, sessionId } = caller(request);
      const currentHash = sha256(sessionId);
      const rows = await listSessions(app.db, user.id);
      return {
        sessions: rows.map((row) => ({
          id: row.publicId,
          ...deviceOf(row.userAgent),
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt?.toISOString() ?? null,
          current: row.idHash === currentHash,
        })),
      };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.revokeSession, {
      tags,
      summary: "Ends one of the member's sessions by its public id (404 if it is not theirs)",
    }),
    config: { publicWrite: false },
    handler: async (request, reply) => {
      const { user, sessionId } = caller(request);
      const ended = await deleteSessionByPublicId(app.db, user.id, request.params.id);
      if (!ended) throw notFound();
      if (ended === sha256(sessionId)) clearSessionCookie(reply);
      await closeStreams(user.id, [ended]);
      return { ended: 1 };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.revokeOtherSessions, {
      tags,
      summary: "Ends every session of the member's but the caller's",
    }),
    config: { publicWrite: false },
    handler: async (request) => {
      const { user, sessionId } = caller(request);
      const ended = await deleteOtherSessions(app.db, user.id, sessionId);
      await closeStreams(user.id, ended);
      return { ended: ended.length };
    },
  });

  app.route({
    ...apiRoute(apiRoutes.deleteAccount, {
      tags,
      summary: "Deletes the member's account, lists and likes given the password and the user name again; signs out",
    }),
    // The member's public lists leave visitors' caches and the other processes' at once.
    config: { publicWrite: true },
    preHandler: app.rateLimits.guard('passwordChange'),
    handler: async (request, reply) => {
      const { user } = caller(request);
      if (!(await deleteOwnAccount(app, user.id, request.body))) throw notFound();
      clearSessionCookie(reply);
      await app.notificationHub.publish({ kind: 'logout', userId: user.id });
      return { message: translateMessage('account.deleted', request.lang) };
    },
  });
};
