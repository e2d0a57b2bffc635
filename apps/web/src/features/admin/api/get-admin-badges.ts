import type { AdminBadge } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKey } from './keys';

/** `GET /admin/badges`: every badge, for the badges table. */
export async function getAdminBadges(signal?: AbortSignal): Promise<AdminBadge[]> {
  const body = await api<{ badges: AdminBadge[] }>('/admin/badges', { signal });
  return body.badges;
}

export function adminBadgesQueryOptions() {
  return queryOptions({ queryKey: [...adminKey, 'badges'] as const, queryFn: ({ signal }) => getAdminBadges(signal) });
}
