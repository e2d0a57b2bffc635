import { apiPath, type User } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export const userQueryKey = (userId: number) => ['users', userId] as const;

export async function getUser(userId: number, signal?: AbortSignal): Promise<User> {
  const { user } = await apiRequest(apiPath.user, { params: { id: userId }, signal });
  return user;
}

export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userQueryKey(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });
}

export function useUser(userId: number) {
  return useQuery(userQueryOptions(userId));
}
