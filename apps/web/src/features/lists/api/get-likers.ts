import { apiPath, type LikersResponse } from '@pepites/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { listKeys } from './list-keys';

export const LIKERS_PAGE_SIZE = 20;

/** `GET /list/{id}/likers?page&limit`: who liked a list, a page at a time. */
export function getLikers(listId: number, page: number, signal?: AbortSignal): Promise<LikersResponse> {
  return apiRequest(apiPath.likers, { params: { id: listId }, query: { page, limit: LIKERS_PAGE_SIZE }, signal });
}

export function likersQueryOptions(listId: number, page: number) {
  return queryOptions({
    queryKey: listKeys.likers(listId, page),
    queryFn: ({ signal }) => getLikers(listId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLikers(listId: number, page: number) {
  return useQuery(likersQueryOptions(listId, page));
}
