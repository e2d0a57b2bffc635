import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './keys';

/** `PUT /user/{id}/notifications/seen`: marks every notification of the member seen. */
export function markAllSeen(userId: number): Promise<{ message: string; updated: number }> {
  return api<{ message: string; updated: number }>(`/user/${userId}/notifications/seen`, { method: 'PUT' });
}

export function useMarkAllSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllSeen(userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}
