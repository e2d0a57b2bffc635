import type { UserStats } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getUserStats(userId: number, signal?: AbortSignal): Promise<UserStats> {
  return api<UserStats>(`/user/${userId}/stats`, { signal });
}

export function userStatsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['users', userId, 'stats'] as const,
    queryFn: ({ signal }) => getUserStats(userId, signal),
  });
}

export function useUserStats(userId: number) {
  return useQuery(userStatsQueryOptions(userId));
}
