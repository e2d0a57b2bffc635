import type { UserBadge, UserBadgesResponse } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { UserBadge };

export async function getUserBadges(userId: number, signal?: AbortSignal): Promise<UserBadge[]> {
  const { badges } = await api<UserBadgesResponse>(`/user/${userId}/badges`, { signal });
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
