import { pickLang, type Lang } from '@pepites/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language (fr or en, French by default). */
    lang: Lang;
  }
}

export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'fr');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLang(request.headers['accept-language']);
  });
});
