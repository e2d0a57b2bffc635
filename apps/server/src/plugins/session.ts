import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { SessionUser } from '../lib/guards.js';
import { loadSessionSecret } from '../lib/secrets.js';

export const SESSION_COOKIE = 'pepites_session';
/** The header our web client sends on every state-changing call (see docs/decisions/006). */
export const CSRF_HEADER_NAME = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'pepites';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (`/logout`): it needs the cross-site guard of unsafe methods. */
    csrf?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Identity comes from the session cookie only. */
    user: SessionUser | null;
    /** The raw session id of this request's cookie (never logged, never sent back in a body). */
    sessionId: string | null;
  }
}

function cookieBase(app: FastifyInstance) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.publicUrl.startsWith('https:'),
  };
}

/** "Remember me" gives a 30-day cookie; otherwise no Max-Age, so it ends with the browser. */
export function setSessionCookie(
  reply: FastifyReply,
  session: { id: string; expiresAt: Date },
  remember: boolean,
): void {
  const maxAge = remember ? Math.round((session.expiresAt.getTime() - Date.now()) / 1000) : undefined;
  reply.setCookie(SESSION_COOKIE, session.id, { ...cookieBase(reply.server), signed: true, maxAge });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieBase(reply.server));
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Decided by the matched route, never by the URL's text (which may be percent-encoded). */
export function changesState(request: FastifyRequest): boolean {
  return UNSAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === true;
}

function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** A cross-site form or image cannot set the header, and a cross-site script would need CORS we never grant. */
function assertNotCrossSite(request: FastifyRequest, publicOrigin: string): void {
  if (!changesState(request)) return;
  if (request.headers[CSRF_HEADER_NAME] !== CSRF_HEADER_VALUE || !isSameOrigin(request, publicOrigin)) {
    throw new AppError(403, 'csrf_failed');
  }
}

/** Cookie parsing and signing, and the request decorations; the guards themselves run in the API scope. */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const secret = await loadSessionSecret(app.config);
    await app.register(cookie, { secret });
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
  },
  { name: 'pepites-session', dependencies: [] },
);

export interface ApiGuardsOptions {
  /** Who a session id belongs to (the auth module's session lookup), given by app.ts. */
  findSessionUser: (sessionId: string) => Promise<SessionUser | null>;
  /** Resolves once a write's effects on the sessions this process keeps are heard (session-cache.ts). */
  sessionsSettled: () => Promise<void>;
}

/**
 * Registered inside the `/api` scope, so it runs for every API route however its URL was spelled
 * (`/%61pi/login` is routed to `/api/login`, and guarded like it): refuses cross-site writes, then
 * says who is calling. Static files and pages never reach it, so they cost no database trip.
 */
export async function apiGuards(
  api: FastifyInstance,
  { findSessionUser, sessionsSettled }: ApiGuardsOptions,
): Promise<void> {
  const publicOrigin = new URL(api.config.publicUrl).origin;
  api.addHook('onRequest', async (request, reply) => {
    assertNotCrossSite(request, publicOrigin);
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    const user = unsigned.valid && unsigned.value ? await findSessionUser(unsigned.value) : null;
    if (!user || !unsigned.value) {
      // A stale or forged cookie is dropped so the browser stops sending it.
      clearSessionCookie(reply);
      return;
    }
    request.user = user;
    request.sessionId = unsigned.value;
  });
  // A write may have ended sessions or changed what one says of its member; its answer leaves once
  // this process knows, so the caller's next request is not answered from before it.
  api.addHook('onSend', async (request) => {
    if (changesState(request)) await sessionsSettled();
  });
}
