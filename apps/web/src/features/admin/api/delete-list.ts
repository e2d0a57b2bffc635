import { api } from '../../../lib/api-client';
import { useAdminAction } from './admin-action';

/** `DELETE /list/{id}`: removes a list, from the dashboard. */
export function deleteList(listId: number): Promise<{ message: string }> {
  return api<{ message: string }>(`/list/${listId}`, { method: 'DELETE' });
}

export const useDeleteList = () => useAdminAction(deleteList);
