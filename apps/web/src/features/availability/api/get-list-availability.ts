import { apiPath } from '@pepites/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys, refetchWhilePending } from './availability-keys';

/**
 * `GET /list/{listId}/availability`: which of the list's movies and shows the member's services
 * include; with `rentBuy`, where each can be rented or bought too (asked only on request).
 */
export function listAvailabilityQueryOptions(listId: number, rentBuy: boolean) {
  return queryOptions({
    queryKey: availabilityKeys.list(listId, rentBuy),
    queryFn: ({ signal }) =>
      apiRequest(apiPath.listAvailability, {
        params: { listId },
        query: { rent_buy: rentBuy ? 'true' : 'false' },
        signal,
      }),
    refetchInterval: refetchWhilePending,
    // Turning "rent or buy" on keeps the marks on screen while the fuller answer comes.
    placeholderData: keepPreviousData,
  });
}

export function useListAvailability(listId: number, rentBuy: boolean) {
  return useQuery(listAvailabilityQueryOptions(listId, rentBuy));
}
