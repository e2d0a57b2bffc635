import { apiPath, type UserListsAll } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { listKeys } from './list-keys';

/** `GET /lists/getByUserId/{userId}` without paging: every list of the user (at most 200), for the add-to-lists dialog. */
export function getAllUserLists(userId: number, signal?: AbortSignal): Promise<UserListsAll> {
  return apiRequest(apiPath.userLists, {
    params: { userId },
    query: { paginate: 'false' },
    signal,
  }) as Promise<UserListsAll>;
}

export function allUserListsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: listKeys.userAll(userId),
    queryFn: ({ signal }) => getAllUserLists(userId, signal),
  });
}

export function useAllUserLists(userId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...allUserListsQueryOptions(userId), enabled });
}
