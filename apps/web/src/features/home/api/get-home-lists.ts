import { apiPath, type HomeListsResponse } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export function getHomeLists(signal?: AbortSignal): Promise<HomeListsResponse> {
  return apiRequest(apiPath.homeLists, { signal });
}

/** Under ['lists'] with every lists query: a like, a new list or a privacy change refetches it. */
export function getHomeListsQueryOptions() {
  return queryOptions({ queryKey: ['lists', 'home'], queryFn: ({ signal }) => getHomeLists(signal) });
}

export function useHomeLists() {
  return useQuery(getHomeListsQueryOptions());
}
