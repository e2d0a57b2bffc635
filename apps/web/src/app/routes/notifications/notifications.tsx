import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { RequireUser } from '../../../features/auth/components/route-guards';
import { parsePage } from '../../../features/lists/lib/browse-params';
import { notificationsPageQueryOptions } from '../../../features/notifications/api/get-notifications-page';
import { NotificationsPage } from '../../../features/notifications/components/notifications-page';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { prefetchForMember } from '../lists/route-params';

export function notificationsLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    prefetchForMember(queryClient, (userId) =>
      notificationsPageQueryOptions(userId, parsePage(new URL(request.url).searchParams.get('page'))),
    );
    return null;
  };
}

/** Someone else's notifications do not exist for the caller: the address leads to their own. */
export function NotificationsRoute() {
  const { t } = useTranslation('notifications');
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('title'));
  const page = parsePage(searchParams.get('page'));
  return (
    <RequireUser>
      {(user) =>
        String(user.id) === id ? (
          <NotificationsPage
            userId={user.id}
            page={page}
            hrefForPage={(next) => `${paths.notifications.href(user.id)}?page=${next}`}
          />
        ) : (
          <Navigate to={paths.notifications.href(user.id)} replace />
        )
      }
    </RequireUser>
  );
}
