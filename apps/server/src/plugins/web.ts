import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { resolveWebDist } from '../lib/web-dist.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * Vite's hashed assets never change under a name; the page and the service worker must be checked
 * on every visit so a new release is picked up; anything else (icons, manifest) may be kept an hour.
 */
export function cacheControlFor(relativePath: string): string {
  const normalized = relativePath.split(path.sep).join('/');
  if (normalized.startsWith('assets/')) return IMMUTABLE;
  if (normalized === 'index.html' || normalized === 'sw.js' || normalized.endsWith('.webmanifest')) return REVALIDATE;
  return SHORT;
}

/** Serves the built web app with history fallback; unknown /api routes stay JSON 404s. */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = resolveWebDist(app.config);
  if (!root) {
    app.log.debug('no built web app found: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: 'index.html',
    cacheControl: false,
    // The build writes .br/.gz beside each asset (scripts/precompress.mjs); they are sent as they are.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
    },
  });
  // The single-page app answers every page address itself and shows its own not-found page.
  app.pageFallback = (_request, reply: FastifyReply) =>
    reply.status(200).header('cache-control', REVALIDATE).sendFile('index.html', root, { cacheControl: false });
});
