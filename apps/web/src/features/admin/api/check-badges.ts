import { api } from '../../../lib/api-client';
import { useAdminAction } from './admin-action';

/** `GET /check-badges`: awards every badge its holders have earned since the last check. */
export function checkBadges(): Promise<{ message: string; awarded: number }> {
  return api<{ message: string; awarded: number }>('/check-badges');
}

export const useCheckBadges = () => useAdminAction(checkBadges);
