import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  LANG_COOKIE,
  matchPagePath,
  negotiateLang,
  pagePaths,
  type ApiTransport,
  type Lang,
  type PageRenderer,
} from '@pepites/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { PAGE_REQUEST_HEADER } from '../../lib/page-request-log.js';
import { createShortLivedCache, type ShortLivedCache } from '../../lib/short-lived-cache.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { VISITOR_CACHE_HEARD_TTL_MS } from '../../plugins/visitor-cache.js';
import { listMeta, siteMeta, type PageMeta } from '../lists/index.js';
import { encodePage, pickEncoding, type PageEncoding } from './page-encoding.js';
import { renderedPageHtml } from './page-html.js';

/**
 * Well under the second in which a change must show while other processes' writes may go unheard;
 * writes through this process empty it at once, and anywhere's while they are heard (then pages live
 * VISITOR_CACHE_HEARD_TTL_MS, as API answers do).
 */
export const PAGE_CACHE_TTL_MS = 500;
// A few seconds of distinct pages for visitors; more would only grow the process (RSS ≤ 250 MB).
const PAGE_CACHE_MAX_CHARS = 8 * 1024 * 1024;
/** Card tags of the lists whose pages were rendered in the last seconds (a few hundred bytes each). */
const LIST_META_MAX_ENTRIES = 2000;

/** How long what is computed now may be kept: long while every process's writes are heard. */
const keptFor = (app: FastifyInstance) => (app.publicWrites.hearing() ? VISITOR_CACHE_HEARD_TTL_MS : PAGE_CACHE_TTL_MS);

const REVALIDATE = 'no-cache';
const PRIVATE = 'private, no-cache';

interface Page {
  status: number;
  html: string;
  /** Compressed copies, made once per cached page. */
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
}

/** The server-side bundle of the web app, built beside its client files (apps/web/dist-server). */
export async function loadBuiltRenderer(webDist: string, env: Config['env']): Promise<PageRenderer | null> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  // React picks its build from NODE_ENV when first loaded: unset (`npm start`), it would render with
  // the development build, several times slower and holding debug stacks.
  process.env.NODE_ENV ??= env;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/** The language a page is rendered in: the visitor's chosen one (cookie), else their browser's, else French. */
export function pageLang(request: FastifyRequest): Lang {
  const chosen = request.cookies[LANG_COOKIE];
  return chosen === 'fr' || chosen === 'en' ? chosen : negotiateLang(request.headers['accept-language']);
}

/** The rendered page's API calls, answered in this process as its visitor (their cookie, address and language). */
function apiTransport(app: FastifyInstance, request: FastifyRequest): ApiTransport {
  return async (apiPath, init) => {
    const response = await app.inject({
      method: init.method as 'GET',
      url: `/api${apiPath}`,
      payload: init.body,
      headers: {
        ...init.headers,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        [PAGE_REQUEST_HEADER]: `${app.pageRenderToken} ${request.id}`,
      },
      remoteAddress: request.ip,
    });
    return {
      status: response.statusCode,
      ok: response.statusCode >= 200 && response.statusCode < 300,
      json: async () => response.json(),
    };
  };
}

/**
 * The page's address on our origin. A request line may carry an absolute URL (`GET http://host/x`):
 * only its path and query count, never its host.
 */
export function pageUrl(origin: string, requestUrl: string): URL {
  const asked = requestUrl.startsWith('/') ? new URL(`${origin}${requestUrl}`) : new URL(requestUrl, origin);
  return new URL(`${origin}${asked.pathname}${asked.search}`);
}

/** The list a list page's address names: its id written plainly (no sign, zero or leading zeros), within an int column; else 0. */
function listIdOf(pathname: string): number {
  const written = matchPagePath(pagePaths.listDetails.path, pathname)?.id ?? '';
  const id = Number(written);
  return String(id) === written && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

/**
 * A public list's card (null for a private or unknown one), kept as the visitors' caches keep
 * answers: seconds at most, and only while no public write happened since. Every render of a list's
 * page needs it, whatever its query string (decision 041).
 */
async function keptListMeta(
  app: FastifyInstance,
  kept: ShortLivedCache<PageMeta | null>,
  listId: number,
  lang: Lang,
): Promise<PageMeta | null> {
  const key = `${lang} ${listId}`;
  const generation = app.publicWrites.generation;
  const cached = kept.get(key, generation);
  if (cached !== undefined) return cached;
  const meta = await listMeta(app.db, listId, app.config.publicUrl, lang);
  kept.set(key, meta, generation, keptFor(app));
  return meta;
}

/** The card of the page: a public list's own (never a private one's), else the site's with the page's title. */
async function pageMeta(
  app: FastifyInstance,
  kept: ShortLivedCache<PageMeta | null>,
  pathname: string,
  lang: Lang,
  title: string,
): Promise<PageMeta> {
  const listId = listIdOf(pathname);
  const list = listId > 0 ? await keptListMeta(app, kept, listId, lang) : null;
  return list ? { ...list, title } : { ...siteMeta(app.config.publicUrl, pathname, lang), title };
}

export interface PagesOptions {
  renderer: PageRenderer;
  /** The built index.html: the shell the browser renders itself, and the frame of rendered pages. */
  template: string;
  sendShell: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}

/**
 * Answers page addresses with the page rendered on the server (decision 018). A visitor's
 * page is kept seconds at most (half of one while other processes' writes may go unheard); a
 * member's is rendered for them alone and never kept. A page that
 * fails to render is left to the browser: the shell, and the failure in the log.
 */
export function createPageAnswerer(app: FastifyInstance, { renderer, template, sendShell }: PagesOptions) {
  const cache = createShortLivedCache<Page>({
    ttlMs: VISITOR_CACHE_HEARD_TTL_MS,
    maxSize: PAGE_CACHE_MAX_CHARS,
    sizeOf: (page) => page.html.length,
  });
  const listMetas = createShortLivedCache<PageMeta | null>({
    ttlMs: VISITOR_CACHE_HEARD_TTL_MS,
    maxSize: LIST_META_MAX_ENTRIES,
    sizeOf: () => 1,
  });
  const origin = new URL(app.config.publicUrl).origin;
  const counts = app.metrics.cache('pages');

  async function send(request: FastifyRequest, reply: FastifyReply, page: Page, lang: Lang, visitor: boolean) {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = await (page.encoded[encoding] ??= encodePage(page.html, encoding));
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-language', lang)
      .header('cache-control', visitor ? REVALIDATE : PRIVATE)
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
      .send(body);
  }

  async function render(request: FastifyRequest, lang: Lang, visitor: boolean): Promise<Page | null> {
    const url = pageUrl(origin, request.url);
    const result = await renderer.render({
      url: url.href,
      lang,
      signedIn: !visitor,
      fetchApi: apiTransport(app, request),
    });
    if (result.kind === 'client') return null;
    const meta = await pageMeta(app, listMetas, url.pathname, lang, result.title);
    return {
      status: result.status,
      html: renderedPageHtml(template, { lang, meta, body: result.html, state: result.state }),
      encoded: {},
    };
  }

  // Visitors asking for a page while it is being rendered wait for that render instead of starting
  // their own: when a kept page expires under load, it is rendered once, not once per open connection.
  const rendering = new Map<string, Promise<Page | null>>();

  function renderForVisitors(
    request: FastifyRequest,
    lang: Lang,
    key: string,
    generation: number,
  ): Promise<Page | null> {
    const flight = `${generation} ${key}`;
    let pending = rendering.get(flight);
    if (!pending) {
      pending = render(request, lang, true).then((page) => {
        if (page) cache.set(key, page, generation, keptFor(app));
        return page;
      });
      rendering.set(flight, pending);
      const forget = () => rendering.delete(flight);
      pending.then(forget, forget);
    }
    return pending;
  }

  return async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const lang = pageLang(request);
    // Pages do not look the session up: any session cookie, even a stale one, means "not a visitor",
    // so a page rendered with a session is never kept, and the API decides who it is for.
    const visitor = !request.cookies[SESSION_COOKIE];
    const key = `${lang} ${request.url}`;
    const generation = app.publicWrites.generation;
    const cached = visitor ? cache.get(key, generation) : undefined;
    if (cached) {
      counts.hit();
      return send(request, reply.header('x-cache', 'hit'), cached, lang, visitor);
    }
    // A member's page is never looked up, so only a visitor's counts as a miss.
    if (visitor) counts.miss();
    let page: Page | null;
    try {
      page = visitor ? await renderForVisitors(request, lang, key, generation) : await render(request, lang, false);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed: the browser renders the page');
      return sendShell(request, reply);
    }
    if (!page) return sendShell(request, reply);
    return send(request, reply, page, lang, visitor);
  };
}
