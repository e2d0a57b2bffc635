import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PageRenderer } from '@pepites/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
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

/** The build's folders as addresses (`/assets/`): read once, as @fastify/static reads its files. */
function folderAddresses(root: string): Set<string> {
  const folders = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isDirectory());
  return new Set(
    folders.map(
      (entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}/`,
    ),
  );
}

/**
 * The addresses @fastify/static refused when it also saw the pages' addresses, refused as it did: a
 * path that is not canonical (`//x`, `/a/../b`, a backslash) or names a folder of the build is 403,
 * a NUL byte is 400. None of them is a page or a file.
 */
function assertServableAddress(url: string, folders: Set<string>): void {
  let pathname: string;
  try {
    pathname = decodeURI(url.split('?')[0] ?? '');
  } catch {
    return;
  }
  if (pathname.includes('\\') || path.posix.normalize(pathname) !== pathname || folders.has(pathname))
    throw new AppError(403, 'forbidden');
  if (pathname.includes('\0')) throw new AppError(400, 'bad_request');
}

/** A page's answer: the rendered page, or the shell. */
type PageHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/** The path as the router reads it: percent-decoded, so `/%61pi/x` is an API path like `/api/x`. */
function decodedPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A browser navigation outside the API: unknown /api paths and asset requests stay JSON 404s. */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = decodedPath(request.url);
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** What the pages module offers this plugin; app.ts hands it in, so the plugin serves files and knows no page. */
export interface PageAnswering {
  loadBuiltRenderer: (root: string, env: FastifyInstance['config']['env']) => Promise<PageRenderer | null>;
  createPageAnswerer: (
    app: FastifyInstance,
    options: { renderer: PageRenderer; template: string; sendShell: PageHandler },
  ) => PageHandler;
}

export interface WebOptions {
  /** The pages' renderer; by default the built one beside the web app's files, `null` for none (the shell only). */
  pageRenderer?: PageRenderer | null;
  pages: PageAnswering;
}

/**
 * Serves the built web app: its files, and every page address rendered on the server (or, for a
 * member's own screens and when rendering fails, the shell the browser renders itself). Unknown
 * /api routes stay JSON 404s.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  const root = resolveWebDist(app.config);
  if (!root) {
    app.log.debug('no built web app found: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    cacheControl: false,
    // The build writes .br/.gz beside each asset (scripts/precompress.mjs); they are sent as they are.
    preCompressed: true,
    // One route per file of the build (read once, at start), so that `/*` below is the pages' route.
    wildcard: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
    },
  });
  // The shell: the browser renders the page itself and shows its own not-found page.
  const sendShell = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(200).header('cache-control', REVALIDATE).sendFile('index.html', root, { cacheControl: false });
  const { loadBuiltRenderer, createPageAnswerer } = options.pages;
  const renderer =
    options.pageRenderer !== undefined ? options.pageRenderer : await loadBuiltRenderer(root, app.config.env);
  if (renderer) await renderer.prepare();
  else app.log.warn('no server-side bundle of the web app: pages are rendered in the browser');
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const answerPage = renderer ? createPageAnswerer(app, { renderer, template, sendShell }) : sendShell;
  // The home page is a page like the others; /index.html stays the shell (the service worker's offline copy).
  app.get('/', { schema: { hide: true } }, answerPage);
  // Every other address the build has no file for (and its HEAD): a page when a browser navigates
  // to it, else the not-found handler's JSON 404, as for an unknown /api path.
  const folders = folderAddresses(root);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    assertServableAddress(request.url, folders);
    return isPageRequest(request) ? answerPage(request, reply) : reply.callNotFound();
  });
});
