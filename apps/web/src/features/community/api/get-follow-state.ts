import { apiPath, type FollowStateResponse } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { followKeys } from './follow-keys';

/** `GET /user/{userId}/follow`: the member's follower and following counts, and whether the caller follows them. */
function getFollowState(userId: number, signal?: AbortSignal): Promise<FollowStateResponse> {
  return apiRequest(apiPath.followState, { params: { userId }, signal });
}

export function followStateQueryOptions(userId: number) {
  return queryOptions({
    queryKey: followKeys.state(userId),
    queryFn: ({ signal }) => getFollowState(userId, signal),
  });
}

export function useFollowState(userId: number) {
  return useQuery(followStateQueryOptions(userId));
}
