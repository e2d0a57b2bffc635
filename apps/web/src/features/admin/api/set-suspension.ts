import { apiPath } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { useAdminAction } from './admin-action';

/** `PUT /admin/users/{id}/suspension`: suspends a member or lifts the suspension. */
export function setSuspension({
  userId,
  suspended,
}: {
  userId: number;
  suspended: boolean;
}): Promise<{ message: string }> {
  return apiRequest(apiPath.setSuspension, { params: { id: userId }, body: { suspended } });
}

export const useSetSuspension = () => useAdminAction(setSuspension);
