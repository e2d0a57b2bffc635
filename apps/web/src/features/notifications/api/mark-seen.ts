import { apiPath } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { notificationsKey } from './keys';

/** `PUT /user/{id}/notification/{notificationId}`: marks one notification seen. */
export function markSeen(userId: number, notificationId: number) {
  // The original client's stray `}` after the id, which the server accepts (docs/api.md#identity).
  return apiRequest(apiPath.markNotificationSeen, { params: { userId, notificationId: `${notificationId}}` } });
}

/** Marks one notification seen, then reloads them. */
export function useMarkSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => markSeen(userId, notificationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}
