import { apiPath } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { useAdminAction } from './admin-action';

/** `DELETE /admin/users/{id}`: deletes a member's account and everything in it (decision 034). */
export function deleteUser(userId: number): Promise<{ message: string }> {
  return apiRequest(apiPath.deleteUser, { params: { id: userId } });
}

export const useDeleteUser = () => useAdminAction(deleteUser);
