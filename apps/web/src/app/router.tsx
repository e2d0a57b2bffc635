import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { withNamespaces } from '../lib/i18n';
import { AppLayout } from './layout/app-layout';
import { accountRoutes } from './routes/account-routes';
import { listsRoutes } from './routes/lists/lists-routes';
import { RootErrorPage, RouteErrorPage } from './routes/route-error';

/**
 * The route table of SPEC §2. Route modules are lazy so the first page only loads its own code;
 * screens of later issues have no entry yet and show the not-found page.
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
              lazy: async () => {
                const { HomeRoute, homeLoader } = await import('./routes/home');
                return { Component: HomeRoute, loader: homeLoader(queryClient) };
              },
            },
            {
              path: paths.about.path,
              lazy: async () => ({ Component: (await withNamespaces(['about'], () => import('./routes/about'))).AboutRoute }),
            },
            {
              path: paths.contact.path,
              lazy: async () => ({ Component: (await withNamespaces(['contact'], () => import('./routes/contact'))).ContactRoute }),
            },
            ...accountRoutes,
            ...listsRoutes(queryClient),
            { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
