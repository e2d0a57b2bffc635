import { api } from '../../../lib/api-client';
import { useAdminAction } from './admin-action';

/** `PUT /admin/users/{id}/suspension`: suspends a member or lifts the suspension. */
export function setSuspension({ userId, suspended }: { userId: number; suspended: boolean }): Promise<{ message: string }> {
  return api<{ message: string }>(`/admin/users/${userId}/suspension`, { method: 'PUT', body: { suspended } });
}

export const useSetSuspension = () => useAdminAction(setSuspension);
