import { api } from '../../../lib/api-client';
import { useAdminAction } from './admin-action';

/** `PUT /admin/lists/{id}/private`: hides a list from everyone but its creator. */
export function makeListPrivate(listId: number): Promise<{ message: string }> {
  return api<{ message: string }>(`/admin/lists/${listId}/private`, { method: 'PUT' });
}

export const useMakeListPrivate = () => useAdminAction(makeListPrivate);
