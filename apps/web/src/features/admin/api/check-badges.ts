import { apiPath } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { useAdminAction } from './admin-action';

/** `GET /check-badges`: awards every badge its holders have earned since the last check. */
export function checkBadges(): Promise<{ message: string; awarded: number }> {
  return apiRequest(apiPath.checkBadges);
}

export const useCheckBadges = () => useAdminAction(checkBadges);
