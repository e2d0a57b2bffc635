import { apiPath, type ListDetailResponse } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { listKeys } from './list-keys';

/** `GET /list/getById/{listId}/user/{userId}`: 0 for a visitor. 404 for a list one may not see. */
export function getList(listId: number, viewerId: number, signal?: AbortSignal): Promise<ListDetailResponse> {
  return apiRequest(apiPath.listDetail, { params: { listId, userId: viewerId }, signal });
}

export function listQueryOptions(listId: number, viewerId: number) {
  return queryOptions({
    queryKey: listKeys.detail(listId, viewerId),
    queryFn: ({ signal }) => getList(listId, viewerId, signal),
  });
}

export function useList(listId: number, viewerId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listQueryOptions(listId, viewerId), enabled });
}
