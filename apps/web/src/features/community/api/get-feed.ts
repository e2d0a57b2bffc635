import { apiPath, type FeedResponse } from '@pepites/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { followKeys } from './follow-keys';

/** `GET /feed?before=…`: what the members the caller follows made, newest first, a page per cursor. */
function getFeed(before: string | undefined, signal?: AbortSignal): Promise<FeedResponse> {
  return apiRequest(apiPath.feed, { query: before ? { before } : {}, signal });
}

export function useFeed() {
  return useInfiniteQuery({
    queryKey: followKeys.feed,
    queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
