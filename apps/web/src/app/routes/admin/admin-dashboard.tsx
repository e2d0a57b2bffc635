import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RequireAdmin } from '../../../features/auth/components/route-guards';
import { adminQueries } from '../../../features/admin/api/admin-api';
import { AdminDashboard } from '../../../features/admin/components/admin-dashboard';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { sessionUserId } from '../lists/route-params';

/** Starts the stat cards' request once the session is known (the server answers 403 to anyone but the admin). */
export function adminDashboardLoader(queryClient: QueryClient) {
  return () => {
    void sessionUserId(queryClient).then((userId) => (userId ? queryClient.prefetchQuery(adminQueries.stats()) : undefined));
    return null;
  };
}

export function AdminDashboardRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('title'));
  return (
    <RequireAdmin>
      <AdminDashboard />
    </RequireAdmin>
  );
}
