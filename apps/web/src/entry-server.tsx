import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { LANGS, type Lang, type PageRenderRequest, type PageRenderResult } from '@pepites/contracts';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { serializePageState } from './app/page-state';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { serverRenderModeOf } from './app/server-render';
import { sessionQueryOptions } from './features/auth/api/get-current-user';
import { i18n, loadEveryNamespace } from './lib/i18n';
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
 * Components receive it through an object without properties of its own whose prototype is the
 * instance: react-i18next copies every own property of the instance it is given into a new object at
 * each `useTranslation` on mount, which on the server is every call (about 40 properties, 26 µs
 * each, a page holding dozens of such components); from this object the copy is empty and the rest
 * is read through the prototype, with the same translations (decision 041).
 */
let instances: Record<Lang, I18n> | null = null;

export async function prepare(): Promise<void> {
  if (instances) return;
  await loadEveryNamespace();
  const entries = await Promise.all(
    LANGS.map(async (lang) => {
      const instance = i18n.cloneInstance({ lng: lang });
      await instance.changeLanguage(lang);
      return [lang, Object.create(instance) as I18n] as const;
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
  routes: ReturnType<typeof createRoutes>,
  lang: Lang,
): Promise<PageRenderResult> {
  // The navbar shows who is signed in: the session goes into the cache the browser picks up.
  await queryClient.prefetchQuery(sessionQueryOptions());
  const handler = createStaticHandler(routes);
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
  const queryClient = createQueryClient({ onServer: true });
  const routes = createRoutes(queryClient);
  const mode = serverRenderModeOf(matchRoutes(routes, url.pathname)?.at(-1)?.route);
  if (!mode || (mode === 'visitors' && request.signedIn)) return { kind: 'client' };
  try {
    return await scopes.run({ lang: request.lang, fetchApi: request.fetchApi }, () =>
      renderMatchedPage(url, queryClient, routes, request.lang),
    );
  } finally {
    queryClient.clear();
  }
}
