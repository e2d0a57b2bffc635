import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { withNamespaces } from '../../../lib/i18n';

/** /adminDashboard: the admin's own screen, rendered in the browser; the server enforces who may read it. */
export function adminRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.adminDashboard.path,
      lazy: async () => {
        const { AdminDashboardRoute, adminDashboardLoader } = await withNamespaces(
          ['admin', 'auth'],
          () => import('./admin-dashboard'),
        );
        return { Component: AdminDashboardRoute, loader: adminDashboardLoader(queryClient) };
      },
    },
  ];
}
