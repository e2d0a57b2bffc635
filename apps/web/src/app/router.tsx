import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { withNamespaces } from '../lib/i18n';
import { AppLayout } from './layout/app-layout';
import { accountRoutes } from './routes/account-routes';
import { adminRoutes } from './routes/admin/admin-routes';
import { catalogRoutes } from './routes/catalog/catalog-routes';
import { listsRoutes } from './routes/lists/lists-routes';
import { notificationsRoutes } from './routes/notifications/notifications-routes';
import { RootErrorPage, RouteErrorPage } from './routes/route-error';
import { renderedForEveryone } from './server-render';

/**
 * The route table (docs/product.md#screens). Route modules are lazy so the first page only loads
 * its own code; an address without an entry shows the not-found page.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: AppLayout,
      ErrorBoundary: RootErrorPage,
      HydrateFallback: LoadingScreen,
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: [
            {
              index: true,
              handle: renderedForEveryone,
              lazy: async () => {
                const { HomeRoute, homeLoader } = await import('./routes/home');
                return { Component: HomeRoute, loader: homeLoader(queryClient) };
              },
            },
            {
              path: paths.about.path,
              handle: renderedForEveryone,
              lazy: async () => ({
                Component: (await withNamespaces(['about'], () => import('./routes/about'))).AboutRoute,
              }),
            },
            {
              path: paths.contact.path,
              handle: renderedForEveryone,
              lazy: async () => ({
                Component: (await withNamespaces(['contact'], () => import('./routes/contact'))).ContactRoute,
              }),
            },
            {
              path: paths.privacy.path,
              handle: renderedForEveryone,
              lazy: async () => ({
                Component: (await withNamespaces(['privacy'], () => import('./routes/privacy'))).PrivacyRoute,
              }),
            },
            {
              path: paths.feed.path,
              lazy: async () => ({
                Component: (await withNamespaces(['community', 'auth'], () => import('./routes/community/feed')))
                  .FeedRoute,
              }),
            },
            {
              path: paths.tonight.path,
              lazy: async () => ({
                Component: (await withNamespaces(['availability', 'auth'], () => import('./routes/tonight/tonight')))
                  .TonightRoute,
              }),
            },
            ...accountRoutes,
            ...listsRoutes(queryClient),
            ...catalogRoutes(queryClient),
            ...notificationsRoutes(queryClient),
            ...adminRoutes(queryClient),
            {
              path: '*',
              handle: renderedForEveryone,
              lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * Loads the lazy routes of the address before hydrating, so the first render in the browser is
 * the page the server sent, not the loading screen (React Router's advice for lazy routes and SSR).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}
