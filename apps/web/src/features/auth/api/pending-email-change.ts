import { apiPath } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export const pendingEmailChangeQueryKey = ['account', 'email'] as const;

/** The member's address and the one waiting for confirmation (docs/api.md#account). */
export function pendingEmailChangeQueryOptions() {
  return queryOptions({
    queryKey: pendingEmailChangeQueryKey,
    queryFn: ({ signal }) => apiRequest(apiPath.pendingEmailChange, { signal }),
  });
}

export function usePendingEmailChange() {
  return useQuery(pendingEmailChangeQueryOptions());
}
