import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './keys';

/** `PUT /user/{id}/notification/{notificationId}`: marks one notification seen. */
export function markSeen(userId: number, notificationId: number): Promise<unknown> {
  return api(`/user/${userId}/notification/${notificationId}}`, { method: 'PUT' });
}

/** Marks one notification seen, then reloads them. */
export function useMarkSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => markSeen(userId, notificationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}
