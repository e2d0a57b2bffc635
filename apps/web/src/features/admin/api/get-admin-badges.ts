import { apiPath, type AdminBadge } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { adminKey } from './keys';

/** `GET /admin/badges`: every badge, for the badges table. */
export async function getAdminBadges(signal?: AbortSignal): Promise<AdminBadge[]> {
  const body = await apiRequest(apiPath.adminBadges, { signal });
  return body.badges;
}

export function adminBadgesQueryOptions() {
  return queryOptions({ queryKey: [...adminKey, 'badges'] as const, queryFn: ({ signal }) => getAdminBadges(signal) });
}
