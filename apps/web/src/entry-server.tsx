import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { LANGS, type Lang, type PageRenderRequest, type PageRenderResult } from '@pepites/contracts';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandler,
} from 'react-router';
import { serializePageState } from './app/page-state';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { serverRenderModeOf, type ServerRenderMode } from './app/server-render';
import { sessionQueryOptions } from './features/auth/api/get-current-user';
import { i18n, loadEveryNamespace } from './lib/i18n';
import { i18nForServer } from './lib/i18n-for-server';
import { createQueryClient } from './lib/query-client';
import { recordRenderedPage, RenderedPageContext } from './lib/rendered-page';
import { setRequestScopeSource, type RequestScope } from './lib/request-scope';

/**
 * The server's side of the web app (decision 018): renders a public page with its data
 * in the visitor's language, for the server to answer with, and the state the browser hydrates from.
 */

const scopes = new AsyncLocalStorage<RequestScope>();
setRequestScopeSource(() => scopes.getStore());

/** A page that takes longer than this is left to the browser (the server falls back to the shell). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * One i18next instance per language, each fixed in its language: renders never share a mutable one.
 * Components receive it as `i18nForServer` makes it cheaper to use (decision 041).
 */
let instances: Record<Lang, I18n> | null = null;

/** The query cache of the render under way: the one the route table's loaders fill. */
const renderClients = new AsyncLocalStorage<QueryClient>();

/**
 * The query cache the route table is made with: it forwards every use to the cache of the render
 * under way, so that the table and its handler are made once per process. React Router flattens and
 * ranks the routes when a handler is made, and a new table re-ran each matched lazy route's import
 * (decision 041).
 */
const currentQueryClient = new Proxy({} as QueryClient, {
  get(_target, property) {
    const client = renderClients.getStore();
    if (!client) throw new Error('a route loader ran outside a page render');
    const value: unknown = Reflect.get(client, property, client);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});

let table: { routes: RouteObject[]; handler: StaticHandler } | null = null;

function routeTable() {
  if (!table) {
    const routes = createRoutes(currentQueryClient);
    table = { routes, handler: createStaticHandler(routes) };
  }
  return table;
}

/**
 * The render mode of the addresses asked for lately, by pathname: the route table never changes in a
 * process, and React Router's `matchRoutes` flattens and ranks every route at each call (decision
 * 041). Bounded in number and in length, since anyone may ask for any address.
 */
const modes = new Map<string, ServerRenderMode | undefined>();
const MODES_KEPT = 1_000;
const MODE_PATH_MAX = 200;

function renderModeOf(routes: RouteObject[], pathname: string): ServerRenderMode | undefined {
  if (modes.has(pathname)) return modes.get(pathname);
  const mode = serverRenderModeOf(matchRoutes(routes, pathname)?.at(-1)?.route);
  if (pathname.length > MODE_PATH_MAX) return mode;
  if (modes.size >= MODES_KEPT) modes.delete(modes.keys().next().value as string);
  modes.set(pathname, mode);
  return mode;
}

export async function prepare(): Promise<void> {
  if (instances) return;
  await loadEveryNamespace();
  const entries = await Promise.all(
    LANGS.map(async (lang) => {
      const instance = i18n.cloneInstance({ lng: lang });
      await instance.changeLanguage(lang);
      return [lang, i18nForServer(instance)] as const;
    }),
  );
  instances = Object.fromEntries(entries) as Record<Lang, I18n>;
}

/** The whole markup once every lazy part has loaded (the status and the title depend on it). */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let settled = false;
    // Cleared as soon as the page is done: a pending timer would keep the whole render alive.
    const timer = setTimeout(() => {
      fail(new Error(`rendering took more than ${RENDER_TIMEOUT_MS} ms`));
      stream.abort();
    }, RENDER_TIMEOUT_MS);
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        done();
      },
      final(done) {
        if (!settled) {
          settled = true;
          clearTimeout(timer);
          resolve(html);
        }
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every Suspense boundary inline: React would otherwise outline large ones and reveal them with
      // inline scripts, which our CSP forbids (and the whole page is ready before it is sent anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        if (!settled) stream.pipe(sink);
      },
      onShellError: fail,
      onError: fail,
    });
  });
}

async function renderMatchedPage(
  url: URL,
  queryClient: QueryClient,
  handler: StaticHandler,
  lang: Lang,
): Promise<PageRenderResult> {
  // The navbar shows who is signed in: the session goes into the cache the browser picks up.
  await queryClient.prefetchQuery(sessionQueryOptions());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { kind: 'client' };
  if (context.errors) throw new Error('a route loader failed', { cause: Object.values(context.errors)[0] });

  const { page, record } = recordRenderedPage();
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <RenderedPageContext value={page}>
      <AppProvider queryClient={queryClient} i18nInstance={instances?.[lang] ?? i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </RenderedPageContext>,
  );
  const state = serializePageState({
    lang,
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  return { kind: 'page', status: record.status, title: record.title ?? 'Pépites', html, state };
}

export async function render(request: PageRenderRequest): Promise<PageRenderResult> {
  if (!instances) await prepare();
  const url = new URL(request.url);
  const { routes, handler } = routeTable();
  const mode = renderModeOf(routes, url.pathname);
  if (!mode || (mode === 'visitors' && request.signedIn)) return { kind: 'client' };
  const queryClient = createQueryClient({ onServer: true });
  try {
    return await scopes.run({ lang: request.lang, fetchApi: request.fetchApi }, () =>
      renderClients.run(queryClient, () => renderMatchedPage(url, queryClient, handler, request.lang)),
    );
  } finally {
    queryClient.clear();
  }
}
