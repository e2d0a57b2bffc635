import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './security.js';

/** OpenAPI from the zod schemas, served at /api/docs (JSON at /api/docs/json). Must be registered before any route. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Pépites API',
        description: 'The API of Pépites: curated lists of movies, TV shows, videos and podcasts.',
        version: '1.0.0',
      },
      servers: [{ url: app.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No public validator badge: it would make the browser call a third-party host.
    validatorUrl: false,
    uiConfig: { deepLinking: true },
  });
});
