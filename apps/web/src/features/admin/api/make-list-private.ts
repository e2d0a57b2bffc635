import { apiPath } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { useAdminAction } from './admin-action';

/** `PUT /admin/lists/{id}/private`: hides a list from everyone but its creator. */
export function makeListPrivate(listId: number): Promise<{ message: string }> {
  return apiRequest(apiPath.makeListPrivate, { params: { id: listId } });
}

export const useMakeListPrivate = () => useAdminAction(makeListPrivate);
