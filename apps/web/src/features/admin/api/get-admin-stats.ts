import { apiPath, type AdminStats } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { adminKey } from './keys';

/** `GET /admin/stats`: the dashboard's figures. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest(apiPath.adminStats, { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({ queryKey: [...adminKey, 'stats'] as const, queryFn: ({ signal }) => getAdminStats(signal) });
}
