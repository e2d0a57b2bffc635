import { apiPath, type UserStats } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export function getUserStats(userId: number, signal?: AbortSignal): Promise<UserStats> {
  return apiRequest(apiPath.userStats, { params: { id: userId }, signal });
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
