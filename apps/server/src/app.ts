import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { clientErrorHandler, frameworkErrors } from './lib/client-errors.js';
import { AppError } from './lib/errors.js';
import { adminModule } from './modules/admin/index.js';
import { availabilityModule } from './modules/availability/index.js';
import { authModule, createSessionLookup, purgeExpiredEmailChanges, type SessionLookup } from './modules/auth/index.js';
import { catalogModule, type CatalogOptions } from './modules/catalog/index.js';
import { commentsModule } from './modules/comments/index.js';
import { contactModule } from './modules/contact/index.js';
import { editorsModule } from './modules/editors/index.js';
import { exportsModule } from './modules/exports/index.js';
import { followsModule } from './modules/follows/index.js';
import { healthModule } from './modules/health/index.js';
import { importsModule } from './modules/imports/index.js';
import { itemsCheckPlugin, listsModule } from './modules/lists/index.js';
import { notificationHubPlugin, notificationsModule, purgeSeenNotifications } from './modules/notifications/index.js';
import { createPageAnswerer, loadBuiltRenderer } from './modules/pages/index.js';
import { referenceModule } from './modules/reference/index.js';
import { statsModule } from './modules/stats/index.js';
import { deleteUnusedUploads, uploadsModule } from './modules/uploads/index.js';
import { purgeReleasedUserNames, usersModule } from './modules/users/index.js';
import { docsPlugin } from './plugins/docs.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { housekeepingPlugin } from './plugins/housekeeping.js';
import { jobsPlugin, type JobsOptions } from './plugins/jobs.js';
import { localePlugin } from './plugins/locale.js';
import { mailerPlugin } from './plugins/mailer.js';
import { metricsPlugin } from './plugins/metrics.js';
import { pressurePlugin, type PressureOptions } from './plugins/pressure.js';
import { publicWritesPlugin } from './plugins/public-writes.js';
import { visitorCachePlugin, type VisitorCacheOptions } from './plugins/visitor-cache.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { redisPlugin } from './plugins/redis.js';
import { routeListPlugin } from './plugins/route-list.js';
import { securityPlugin } from './plugins/security.js';
import { apiGuards, sessionPlugin } from './plugins/session.js';
import { webPlugin, type WebOptions } from './plugins/web.js';
import { pageRequestLogging } from './lib/page-request-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Who a session cookie belongs to, kept while the database says nothing changed (modules/auth/session-cache.ts). */
    sessionLookup: SessionLookup;
    /** Proves to the API that a call comes from a page this process renders (page-request-log.ts). */
    pageRenderToken: string;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** How requests are logged; Fastify's two lines at info by default (lib/log.ts has the terminal's one line). */
  logController?: FastifyServerOptions['logController'];
  /** Prefix of the rate-limit keys in Redis (tests give each app its own). */
  rateLimitPrefix?: string;
  /** Redis channel of the live notifications (tests give a pair of apps their own). */
  notificationChannel?: string;
  /** Redis channel of the writes that empty the visitors' caches (tests give a pair of apps their own). */
  publicWritesChannel?: string;
  /** Load-shedding thresholds (tests lower them). */
  pressure?: PressureOptions;
  visitorCache?: VisitorCacheOptions;
  /** Renders pages on the server; by default the web app's built bundle (tests pass the source's). */
  pageRenderer?: WebOptions['pageRenderer'];
  /** The catalogue's providers; by default those of the configuration (CATALOG, keys). */
  catalog?: CatalogOptions['catalog'];
  /** How often the items check runs (an hour; tests shorten it). */
  housekeepingEveryMs?: number;
  /** The job queue's polling (tests shorten it). */
  jobs?: JobsOptions;
}

/** Every response says which request it answers; the same id is on each of its log lines. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A hop count trusts that many proxies from ours outwards, as Fastify does for a number. */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * How long a client may take to send a request (config.ts). Node counts only the receiving: a
 * notification stream, whose request is in, is never cut, nor is a long answer such as the badge
 * check (hence no idle-socket `connectionTimeout` either, which would cut both). Node checks every
 * 30 s by default, which let a half-sent request hold its socket that much longer.
 */
function sendingLimits(config: Config) {
  return {
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, Math.ceil(config.headersTimeoutMs / 4)),
  };
}

/** Builds the whole application without listening; tests drive it with `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const pageRequests = pageRequestLogging();
  const app = Fastify({
    logger: options.logger ?? false,
    logController: options.logController,
    bodyLimit: 64 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Ours, never the client's: a forged id would let a caller write into other requests' logs.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    childLoggerFactory: pageRequests.childLoggerFactory,
    clientErrorHandler,
    frameworkErrors,
    // While closing, new requests get 503 at once instead of waiting for a server about to stop.
    return503OnClosing: true,
    // Node would answer a missing Host with an empty 400; the hook below answers it in our shape.
    http: { requireHostHeader: false, ...sendingLimits(config) },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('pageRenderToken', pageRequests.token);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(routeListPlugin);
  await app.register(metricsPlugin);
  await app.register(localePlugin);
  app.addHook('onRequest', async (request) => {
    // HTTP/1.1 requires a Host header (RFC 9112 §3.2); answered in the caller's language.
    if (request.raw.httpVersion === '1.1' && !request.headers.host) throw new AppError(400, 'bad_request');
  });
  await app.register(errorHandlerPlugin);
  await app.register(pressurePlugin, options.pressure ?? {});
  await app.register(redisPlugin);
  await app.register(notificationHubPlugin, { channel: options.notificationChannel });
  await app.register(publicWritesPlugin, { channel: options.publicWritesChannel });
  await app.register(rateLimitPlugin, { prefix: options.rateLimitPrefix });
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(mailerPlugin);
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(sessionPlugin);
  app.decorate('sessionLookup', await createSessionLookup(options.database));
  app.addHook('onClose', app.sessionLookup.close);
  await app.register(housekeepingPlugin, {
    deleteUnusedUploads,
    purgeSeenNotifications,
    purgeReleasedUserNames,
    purgeExpiredEmailChanges,
  });

  await app.register(
    async (api) => {
      await apiGuards(api, { findSessionUser: app.sessionLookup.find, sessionsSettled: app.sessionLookup.settled });
      await api.register(visitorCachePlugin, options.visitorCache ?? {});
      // One module per domain. The paths keep the original client's spelling, so they are written
      // whole in each module's routes rather than under a prefix here; what each answers:
      await api.register(healthModule); // /api/health
      await api.register(contactModule); // /api/contact
      await api.register(statsModule); // /api/stats, /api/lists/getMostLiked, /api/lists/getTotalLikes
      await api.register(referenceModule); // /api/tags, /api/badges
      await api.register(uploadsModule); // /api/uploads/{id}
      await api.register(authModule); // /api/register, /api/login, /api/logout, /api/session, /api/users/check-*, /api/reset-password…
      await api.register(usersModule); // /api/user/{id}…, /api/update/{userId}, /api/uploads/avatar
      await api.register(adminModule); // /api/admin/…, /api/users/getAll, /api/lists/getAll, /api/badge, /api/check-badges, /api/uploads/badge
      await api.register(exportsModule); // /api/account/exports…
      await api.register(notificationsModule); // /api/user/{id}/notification…, /api/notifications/stream
      await api.register(listsModule); // /api/list/…, /api/lists/…, /api/user/{id}/lists, /api/{listId}/content…, /api/content/{id}/seen/…
      await api.register(editorsModule); // /api/list/{listId}/editors…, /api/list/{listId}/invitation, /api/account/editing
      await api.register(commentsModule); // /api/list/{listId}/comments, /api/comments/…, /api/admin/comment-reports…
      await api.register(catalogModule, { catalog: options.catalog }); // /api/catalog/…
      await api.register(importsModule); // /api/imports…
      await api.register(followsModule); // /api/user/{id}/follow, /api/user/{id}/followers, /api/user/{id}/following, /api/feed…
      await api.register(availabilityModule); // /api/account/services, /api/list/{listId}/availability, /api/tonight, /api/alerts…, /api/admin/availability-check
      await api.register(itemsCheckPlugin, { everyMs: options.housekeepingEveryMs });
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, {
    pageRenderer: options.pageRenderer,
    pages: { loadBuiltRenderer, createPageAnswerer },
  });

  return app;
}
