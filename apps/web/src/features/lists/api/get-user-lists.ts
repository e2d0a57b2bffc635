import { apiPath, PAGE_SIZE_DEFAULT, type UserListsPage } from '@pepites/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { listKeys } from './list-keys';

/** `GET /lists/getByUserId/{userId}?page&limit=10&paginate=true`: one page of a user's lists (My lists). */
export function getUserLists(userId: number, page: number, signal?: AbortSignal): Promise<UserListsPage> {
  return apiRequest(apiPath.userLists, {
    params: { userId },
    query: { page, limit: PAGE_SIZE_DEFAULT, paginate: 'true' },
    signal,
  }) as Promise<UserListsPage>;
}

export function userListsQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: listKeys.userPage(userId, page),
    queryFn: ({ signal }) => getUserLists(userId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserLists(userId: number, page: number) {
  return useQuery(userListsQueryOptions(userId, page));
}
