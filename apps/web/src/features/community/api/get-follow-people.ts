import { apiPath, type FollowPeopleResponse } from '@pepites/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { followKeys, type FollowPeopleKind } from './follow-keys';

export const FOLLOW_PEOPLE_PAGE_SIZE = 20;

/** `GET /user/{userId}/followers` or `/following?page&limit`: a member's people, a page at a time. */
function getFollowPeople(
  kind: FollowPeopleKind,
  userId: number,
  page: number,
  signal?: AbortSignal,
): Promise<FollowPeopleResponse> {
  const options = { params: { userId }, query: { page, limit: FOLLOW_PEOPLE_PAGE_SIZE }, signal };
  return kind === 'followers' ? apiRequest(apiPath.followers, options) : apiRequest(apiPath.following, options);
}

export function useFollowPeople(kind: FollowPeopleKind, userId: number, page: number) {
  return useQuery(
    queryOptions({
      queryKey: followKeys.people(kind, userId, page),
      queryFn: ({ signal }) => getFollowPeople(kind, userId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
