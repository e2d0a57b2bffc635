import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RequireAdmin } from '../../../features/auth/components/route-guards';
import { adminStatsQueryOptions } from '../../../features/admin/api/get-admin-stats';
import { AdminDashboard } from '../../../features/admin/components/admin-dashboard';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { prefetchForAdmin } from '../lists/route-params';

/** Starts the stat cards' request once the session says this is the admin (anyone else would get a 403). */
export function adminDashboardLoader(queryClient: QueryClient) {
  return () => {
    void prefetchForAdmin(queryClient, adminStatsQueryOptions());
    return null;
  };
}

/** Titled inside the guard: a member's 403 page keeps its own title. */
function TitledDashboard() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('title'));
  return <AdminDashboard />;
}

export function AdminDashboardRoute() {
  return (
    <RequireAdmin>
      <TitledDashboard />
    </RequireAdmin>
  );
}
