import { apiPath } from '@pepites/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export const accountSessionsQueryKey = ['account', 'sessions'] as const;

export function useAccountSessions() {
  return useQuery({
    queryKey: accountSessionsQueryKey,
    queryFn: async ({ signal }) => (await apiRequest(apiPath.accountSessions, { signal })).sessions,
  });
}

/** Ends one other session (`id`) or, without one, every session but this browser's; the list refreshes after either. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id === undefined
        ? apiRequest(apiPath.revokeOtherSessions)
        : apiRequest(apiPath.revokeSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
