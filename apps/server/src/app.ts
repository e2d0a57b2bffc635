import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { localePlugin } from './plugins/locale.js';
import { accountModules } from './modules/accounts.js';
import { foundationModules } from './modules/foundation.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { docsPlugin } from './plugins/docs.js';
import { mailerPlugin } from './plugins/mailer.js';
import { securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { webPlugin } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Secrets and session material never reach the logs. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'token',
];

/** Builds the whole application without listening; tests drive it with `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: options.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);

  await app.register(localePlugin);
  await app.register(errorHandlerPlugin);
  // Routes opt in with `config.rateLimit`, so browsing and load tests are never throttled.
  await app.register(rateLimit, { global: false });
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(mailerPlugin);
  await app.register(sessionPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(foundationModules);
      await api.register(accountModules);
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin);

  return app;
}
