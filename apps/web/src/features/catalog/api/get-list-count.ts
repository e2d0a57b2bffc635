import { apiPath, type MediaType } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** `GET /lists/getCountByProviderId/{id}?type=`: how many lists visible to the caller hold an item. */
export async function getListCount(providerId: string, type: MediaType, signal?: AbortSignal): Promise<number> {
  const { count } = await apiRequest(apiPath.listCountByItem, { params: { id: providerId }, query: { type }, signal });
  return count;
}

export function listCountQueryOptions(providerId: string, type: MediaType) {
  return queryOptions({
    // The lists feature's key: any change to a list (an item added) refreshes the count on screen.
    queryKey: ['lists', 'count-by-provider', type, providerId],
    queryFn: ({ signal }) => getListCount(providerId, type, signal),
  });
}

export function useListCount(providerId: string, type: MediaType) {
  return useQuery(listCountQueryOptions(providerId, type));
}
