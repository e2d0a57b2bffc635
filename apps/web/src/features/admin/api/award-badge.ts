import { apiPath } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { useAdminAction } from './admin-action';

/** `POST /admin/badges/{id}/award`: gives a badge to one member. */
export function awardBadge({
  badgeId,
  userId,
}: {
  badgeId: number;
  userId: number;
}): Promise<{ message: string; awarded: boolean }> {
  return apiRequest(apiPath.awardBadge, { params: { id: badgeId }, body: { user_id: userId } });
}

export const useAwardBadge = () => useAdminAction(awardBadge);
