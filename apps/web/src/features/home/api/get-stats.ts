import { apiPath, type Lang, type PlatformStats } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export function getStats(signal?: AbortSignal): Promise<PlatformStats> {
  return apiRequest(apiPath.platformStats, { signal });
}

/** The language is in the key: the home data reloads when it changes. */
export function getStatsQueryOptions(lang: Lang) {
  return queryOptions({ queryKey: ['stats', lang], queryFn: ({ signal }) => getStats(signal) });
}

export function useStats(lang: Lang) {
  return useQuery(getStatsQueryOptions(lang));
}
