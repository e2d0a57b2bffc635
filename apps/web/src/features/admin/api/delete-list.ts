import { apiPath } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { useAdminAction } from './admin-action';

/** `DELETE /list/{id}`: removes a list, from the dashboard. */
export function deleteList(listId: number): Promise<{ message: string }> {
  return apiRequest(apiPath.deleteList, { params: { id: listId } });
}

export const useDeleteList = () => useAdminAction(deleteList);
