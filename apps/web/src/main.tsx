import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPageState, type PageState } from './app/page-state';
import { registerServiceWorker } from './app/register-service-worker';
import { createAppRouter, createRoutes, resolveLazyRoutes } from './app/router';
import { START_LANG } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles/index.css';

/** Picks up a page the server rendered: its query cache, its router data, then React on its markup. */
async function hydratePage(root: HTMLElement, state: PageState) {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  const routes = createRoutes(queryClient);
  await resolveLazyRoutes(routes, window.location.pathname);
  const router = createAppRouter(routes, state.router);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap or a scroll during it is answered at once.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
      {
        // A mismatch is recovered by rendering again in the browser; it is still a bug to report.
        onRecoverableError: (error) => console.error('Hydration error:', error),
      },
    );
  });
}

/**
 * The shell (offline, or a member's own screens): the browser renders the page itself. So does a
 * page rendered in another language than this browser's stored choice (chosen before the language
 * cookie existed), reusing the data the server sent.
 */
function renderPage(root: HTMLElement, state: PageState | null) {
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const router = createAppRouter(createRoutes(queryClient));
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
const state = readPageState();
if (root) {
  if (state && state.lang === START_LANG) void hydratePage(root, state);
  else renderPage(root, state);
}

if (import.meta.env.PROD) registerServiceWorker();
