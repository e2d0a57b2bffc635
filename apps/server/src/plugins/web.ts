import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { resolveWebDist } from '../lib/web-dist.js';
import { listMeta, metaTags, siteMeta, type PageMeta } from '../modules/lists/link-preview.js';

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

  // A shared list link arrives with its card (title, description, creator, image) written into the
  // page, so a chat or a social network can show it; a private or unknown list gets the site's card.
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  app.get<{ Params: { id: string } }>('/listDetails/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const pageUrl = `/listDetails/${encodeURIComponent(request.params.id)}`;
    const meta = (id > 0 && id <= 2_147_483_647 ? await listMeta(app.db, id, app.config.publicUrl, request.lang) : null) ?? siteMeta(app.config.publicUrl, pageUrl, request.lang);
    return reply.status(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(withMeta(template, meta));
  });
});

/** index.html with the page's title, description and card tags. */
export function withMeta(html: string, meta: PageMeta): string {
  const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escaped(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escaped(meta.description)}" />`)
    .replace('</head>', `  ${metaTags(meta)}\n  </head>`);
}
