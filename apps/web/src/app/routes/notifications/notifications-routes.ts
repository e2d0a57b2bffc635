import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { withNamespaces } from '../../../lib/i18n';

/** /notifications/{userId} and /settings/notifications: a member's own screens, rendered in the browser. */
export function notificationsRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.notifications.path,
      lazy: async () => {
        const { NotificationsRoute, notificationsLoader } = await withNamespaces(
          ['notifications', 'auth'],
          () => import('./notifications'),
        );
        return { Component: NotificationsRoute, loader: notificationsLoader(queryClient) };
      },
    },
    {
      path: paths.notificationSettings.path,
      lazy: async () => ({
        Component: (
          await withNamespaces(['notifications', 'auth', 'availability'], () => import('./notification-settings'))
        ).NotificationSettingsRoute,
      }),
    },
  ];
}
