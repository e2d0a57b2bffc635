import { apiRoutes, emailSchema, translateMessage, type UnavailableReason, usernameSchema } from '@pepites/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { apiRoute } from '../../lib/api-route.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.js';
import { findUserById, isEmailTaken, toUserView, userNameUnavailability } from '../users/index.js';
import { authenticate, registerUser } from './auth.service.js';
import { rememberDevice } from './known-device.js';
import { saveMemberLang } from './member-lang.js';
import { createSession, deleteSession } from './session-store.js';
import { sha256 } from '../../lib/tokens.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...apiRoute(apiRoutes.register, { tags, summary: 'Creates an account (does not sign in)' }),
    preHandler: app.rateLimits.guard('register'),
    handler: async (request, reply) => {
      const user = await registerUser(app.db, request.body, request.lang);
      return reply.status(201).send({ user });
    },
  });

  app.route({
    ...apiRoute(apiRoutes.login, { tags, summary: 'Signs in with email and password; sets the session cookie' }),
    config: { publicWrite: false },
    preHandler: app.rateLimits.guard('login'),
    handler: async (request, reply) => {
      const user = await authenticate(app, request, reply, request.body);
      // A fresh id at every sign-in: a session id planted before login is worth nothing after it.
      if (request.sessionId) await deleteSession(app.db, request.sessionId);
      const session = await createSession(app.db, user.id, request.body.remember, request.headers['user-agent']);
      setSessionCookie(reply, session, request.body.remember);
      rememberDevice(reply, user.id);
      // The language signed in with is the member's: their next mails are written in it.
      await saveMemberLang(app.db, user.id, request.lang);
      return { user: await toUserView(app.db, user, true) };
    },
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionId) await deleteSession(app.db, request.sessionId);
    // The notification stream of this session (this tab and its siblings) closes with it.
    if (request.sessionId && request.user)
      await app.notificationHub.publish({
        kind: 'logout',
        userId: request.user.id,
        sessionHash: sha256(request.sessionId),
      });
    clearSessionCookie(reply);
    return { message: translateMessage('auth.loggedOut', request.lang) };
  };
  const logoutDoc = { tags, summary: 'Ends the current session' };
  app.route({ ...apiRoute(apiRoutes.logoutByGet, logoutDoc), config: { csrf: true }, handler: logout });
  app.route({ ...apiRoute(apiRoutes.logout, logoutDoc), config: { publicWrite: false }, handler: logout });

  app.route({
    ...apiRoute(apiRoutes.session, { tags, summary: 'Who the session cookie belongs to (null for a visitor)' }),
    handler: async (request) => {
      const row = request.user ? await findUserById(app.db, request.user.id) : undefined;
      return { user: row ? await toUserView(app.db, row, true) : null };
    },
  });

  /** Both checks answer alike: unreadable input is "invalid", otherwise the reason the value is not free, if any. */
  const availabilityRoute = (
    route: typeof apiRoutes.usernameAvailability | typeof apiRoutes.emailAvailability,
    what: string,
    read: (query: Record<string, string>) => string | undefined,
    valid: ZodType<string>,
    unavailability: (value: string) => Promise<UnavailableReason | null>,
  ) =>
    app.route({
      ...apiRoute(route, { tags, summary: `Whether ${what} is free (case-insensitive)` }),
      preHandler: app.rateLimits.guard('availability'),
      handler: async (request) => {
        const parsed = valid.safeParse(read(request.query as Record<string, string>));
        if (!parsed.success) return { available: false, reason: 'invalid' as const };
        const reason = await unavailability(parsed.data);
        return reason ? { available: false, reason } : { available: true };
      },
    });
  availabilityRoute(
    apiRoutes.usernameAvailability,
    'a username',
    (query) => query.user_name,
    usernameSchema,
    (name) => userNameUnavailability(app.db, name),
  );
  availabilityRoute(
    apiRoutes.emailAvailability,
    'an email',
    (query) => query.email,
    emailSchema,
    async (email) => ((await isEmailTaken(app.db, email)) ? 'taken' : null),
  );
};
