import { apiPath, type WatchType } from '@pepites/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys } from './availability-keys';

/** `GET /alerts/titles/{type}/{titleId}`: whether the member follows the title, on its own or through lists. */
export function titleAlertQueryOptions(type: WatchType, titleId: number) {
  return queryOptions({
    queryKey: availabilityKeys.titleAlert(type, titleId),
    queryFn: ({ signal }) => apiRequest(apiPath.titleAlert, { params: { type, titleId }, signal }),
  });
}

export function useTitleAlert(type: WatchType, titleId: number) {
  return useQuery(titleAlertQueryOptions(type, titleId));
}

interface TitleAlertChange {
  type: WatchType;
  titleId: number;
  /** Whether it is followed now, before the change. */
  followed: boolean;
}

/** `PUT` or `DELETE /alerts/titles/{type}/{titleId}`; the answer's state replaces the cached one, and "my alerts" follows. */
export function useToggleTitleAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, titleId, followed }: TitleAlertChange) =>
      apiRequest(followed ? apiPath.unfollowTitle : apiPath.followTitle, { params: { type, titleId } }),
    onSuccess: ({ alert }, { type, titleId }) => {
      queryClient.setQueryData(availabilityKeys.titleAlert(type, titleId), { alert });
      return queryClient.invalidateQueries({ queryKey: [...availabilityKeys.alerts, 'mine'] });
    },
  });
}
