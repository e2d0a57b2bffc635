import { apiPath, type CommentsResponse } from '@pepites/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { commentKeys } from './comment-keys';

/** `GET /list/{listId}/comments?page=`: one page of a list's comments, as `viewerId` (0, a visitor) sees them. */
function getComments(listId: number, page: number, signal?: AbortSignal): Promise<CommentsResponse> {
  return apiRequest(apiPath.listComments, { params: { listId }, query: { page }, signal });
}

/** The comments read so far, page after page ("more"); the server renders the first page (list-details loader). */
export function commentsQueryOptions(listId: number, viewerId: number) {
  return infiniteQueryOptions({
    queryKey: commentKeys.list(listId, viewerId),
    queryFn: ({ pageParam, signal }) => getComments(listId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CommentsResponse) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useComments(listId: number, viewerId: number) {
  return useInfiniteQuery(commentsQueryOptions(listId, viewerId));
}
