import {
  availabilityResponseSchema,
  emailSchema,
  emailAvailabilityQuerySchema,
  loginInputSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerInputSchema,
  registerResponseSchema,
  sessionResponseSchema,
  translateMessage,
  type UnavailableReason,
  usernameAvailabilityQuerySchema,
  usernameSchema,
} from '@pepites/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.js';
import { userNameUnavailability } from '../users/user-name.js';
import { findUserById, isEmailTaken, toUserView } from '../users/users.queries.js';
import { authenticate, registerUser } from './auth.service.js';
import { rememberDevice } from './known-device.js';
import { createSession, deleteSession } from './session-store.js';
import { sha256 } from '../../lib/tokens.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: { tags, summary: 'Creates an account (does not sign in)', body: registerInputSchema, response: { 201: registerResponseSchema } },
      preHandler: app.rateLimits.guard('register'),
    },
    async (request, reply) => {
      const user = await registerUser(app.db, request.body);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/login',
    {
      schema: { tags, summary: 'Signs in with email and password; sets the session cookie', body: loginInputSchema, response: { 200: loginResponseSchema } },
      config: { publicWrite: false },
      preHandler: app.rateLimits.guard('login'),
    },
    async (request, reply) => {
      const user = await authenticate(app, request, reply, request.body);
      // A fresh id at every sign-in: a session id planted before login is worth nothing after it.
      if (request.sessionId) await deleteSession(app.db, request.sessionId);
      const session = await createSession(app.db, user.id, request.body.remember);
      setSessionCookie(reply, session, request.body.remember);
      rememberDevice(reply, user.id);
      return { user: await toUserView(app.db, user, true) };
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionId) await deleteSession(app.db, request.sessionId);
    // The notification stream of this session (this tab and its siblings) closes with it.
    if (request.sessionId && request.user) await app.notificationHub.publish({ kind: 'logout', userId: request.user.id, sessionHash: sha256(request.sessionId) });
    clearSessionCookie(reply);
    return { message: translateMessage('auth.loggedOut', request.lang) };
  };
  const logoutSchema = { tags, summary: 'Ends the current session', response: { 200: messageResponseSchema } };
  app.get('/logout', { schema: logoutSchema, config: { csrf: true } }, logout);
  app.post('/logout', { schema: logoutSchema, config: { publicWrite: false } }, logout);

  app.get(
    '/session',
    { schema: { tags, summary: 'Who the session cookie belongs to (null for a visitor)', response: { 200: sessionResponseSchema } } },
    async (request) => {
      const row = request.user ? await findUserById(app.db, request.user.id) : undefined;
      return { user: row ? await toUserView(app.db, row, true) : null };
    },
  );

  /** Both checks answer alike: unreadable input is "invalid", otherwise the reason the value is not free, if any. */
  const availabilityRoute = (
    what: 'username' | 'email',
    querystring: typeof usernameAvailabilityQuerySchema | typeof emailAvailabilityQuerySchema,
    read: (query: Record<string, string>) => string | undefined,
    valid: ZodType<string>,
    unavailability: (value: string) => Promise<UnavailableReason | null>,
  ) =>
    app.get(
      `/users/check-${what}-availability`,
      {
        schema: { tags, summary: `Whether ${what === 'email' ? 'an email' : 'a username'} is free (case-insensitive)`, querystring, response: { 200: availabilityResponseSchema } },
        preHandler: app.rateLimits.guard('availability'),
      },
      async (request) => {
        const parsed = valid.safeParse(read(request.query as Record<string, string>));
        if (!parsed.success) return { available: false, reason: 'invalid' as const };
        const reason = await unavailability(parsed.data);
        return reason ? { available: false, reason } : { available: true };
      },
    );
  availabilityRoute('username', usernameAvailabilityQuerySchema, (query) => query.user_name, usernameSchema, (name) => userNameUnavailability(app.db, name));
  availabilityRoute('email', emailAvailabilityQuerySchema, (query) => query.email, emailSchema, async (email) => ((await isEmailTaken(app.db, email)) ? 'taken' : null));
};
