import { apiPath } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { notificationsKey } from './keys';

/** `PUT /user/{id}/notifications/seen`: marks every notification of the member seen. */
export function markAllSeen(userId: number): Promise<{ message: string; updated: number }> {
  return apiRequest(apiPath.markAllNotificationsSeen, { params: { userId } });
}

export function useMarkAllSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllSeen(userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}
