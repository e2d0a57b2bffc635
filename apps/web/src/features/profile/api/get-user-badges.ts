import { apiPath, type UserBadge } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export type { UserBadge };

export async function getUserBadges(userId: number, signal?: AbortSignal): Promise<UserBadge[]> {
  const { badges } = await apiRequest(apiPath.userBadges, { params: { id: userId }, signal });
  return badges;
}

export function userBadgesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['users', userId, 'badges'] as const,
    queryFn: ({ signal }) => getUserBadges(userId, signal),
  });
}

export function useUserBadges(userId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userBadgesQueryOptions(userId), enabled });
}
