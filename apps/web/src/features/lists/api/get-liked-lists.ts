import { apiPath, PAGE_SIZE_DEFAULT, type LikedListsResponse } from '@pepites/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { listKeys } from './list-keys';

/** `GET /user/{userId}/lists?page&limit=10`: the lists a user liked, newest like first. */
export function getLikedLists(userId: number, page: number, signal?: AbortSignal): Promise<LikedListsResponse> {
  return apiRequest(apiPath.likedLists, {
    params: { userId },
    query: { page, limit: PAGE_SIZE_DEFAULT, paginate: 'true' },
    signal,
  });
}

export function likedListsQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: listKeys.liked(userId, page),
    queryFn: ({ signal }) => getLikedLists(userId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLikedLists(userId: number, page: number) {
  return useQuery(likedListsQueryOptions(userId, page));
}
