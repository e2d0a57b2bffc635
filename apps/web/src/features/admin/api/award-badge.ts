import { api } from '../../../lib/api-client';
import { useAdminAction } from './admin-action';

/** `POST /admin/badges/{id}/award`: gives a badge to one member. */
export function awardBadge({ badgeId, userId }: { badgeId: number; userId: number }): Promise<{ message: string; awarded: boolean }> {
  return api<{ message: string; awarded: boolean }>(`/admin/badges/${badgeId}/award`, { method: 'POST', body: { user_id: userId } });
}

export const useAwardBadge = () => useAdminAction(awardBadge);
