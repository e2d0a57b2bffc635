import { apiPath } from '@pepites/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys } from './availability-keys';

/** `GET /alerts/lists/{listId}`: whether the member follows every movie and show of the list. */
export function listAlertQueryOptions(listId: number) {
  return queryOptions({
    queryKey: availabilityKeys.listAlert(listId),
    queryFn: ({ signal }) => apiRequest(apiPath.listAlert, { params: { listId }, signal }),
  });
}

export function useListAlert(listId: number) {
  return useQuery(listAlertQueryOptions(listId));
}

/**
 * `PUT` or `DELETE /alerts/lists/{listId}`; the answer replaces the cached state. Titles followed
 * through the list change too: every alert is asked again.
 */
export function useToggleListAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, followed }: { listId: number; followed: boolean }) =>
      apiRequest(followed ? apiPath.unfollowList : apiPath.followList, { params: { listId } }),
    onSuccess: ({ alert }, { listId }) => {
      queryClient.setQueryData(availabilityKeys.listAlert(listId), { alert });
      return queryClient.invalidateQueries({ queryKey: availabilityKeys.alerts });
    },
  });
}
